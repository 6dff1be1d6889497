import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';

/**
 * Ant Design's defaults, darkened where their contrast on white falls short of WCAG AA's 4.5:1 (the
 * default primary blue and the tertiary text grey).
 */
const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
};

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
  return (
    <ConfigProvider theme={THEME}>
      <ErrorBoundary fallback={<RootErrorFallback />}>{children}</ErrorBoundary>
    </ConfigProvider>
  );
}
