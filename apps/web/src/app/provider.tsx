import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@abacus/react-common/error-boundary';
import { theme } from '@/config/theme';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { antdLocaleOf, currentLanguage } from '@/i18n/i18n';
import { subscribeToSession, getSessionState } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';

/** Kept free of heavy components: it is part of the first download. */
function RootErrorFallback() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1>{t('somethingWentWrong')}</h1>
      <p>{t('pleaseReload')}</p>
    </main>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = useReducedMotion();
  // Re-rendered in the language chosen: Ant Design's own words follow it.
  useTranslation();

  // What one account fetched must never show to the next one signing in on the same device.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getSessionState().role === null) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <ConfigProvider
      locale={antdLocaleOf(currentLanguage())}
      theme={{ ...theme, token: { ...theme.token, motion: !reducedMotion } }}
    >
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={<RootErrorFallback />}>{children}</ErrorBoundary>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
