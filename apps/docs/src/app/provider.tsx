import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '@abacus/react-common/error-boundary';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * Ant Design's defaults, darkened where their contrast on white falls short of WCAG AA's 4.5:1 (the
 * default primary blue and the tertiary text grey).
 */
const COLOR_TOKENS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
};

/** Visitors who ask their system for less motion get menus, tabs and pop-ups that change at once. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Kept free of heavy components: it is part of the first download. */
function RootErrorFallback() {
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <h1>The documentation could not be shown</h1>
      <p>Reload the page; if this keeps happening, rebuild the site with npm run build.</p>
    </main>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery(REDUCED_MOTION);
  const theme = useMemo(() => ({ token: { ...COLOR_TOKENS, motion: !reduceMotion } }), [reduceMotion]);
  return (
    <ConfigProvider theme={theme}>
      <ErrorBoundary fallback={<RootErrorFallback />}>{children}</ErrorBoundary>
    </ConfigProvider>
  );
}
