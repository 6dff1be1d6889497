import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@abacus/react-common/error-boundary';
import { theme } from '@/config/theme';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { subscribeToSession, getSessionState } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';

/** Kept free of heavy components: it is part of the first download. */
function RootErrorFallback() {
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p>Please reload the page.</p>
    </main>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = useReducedMotion();

  // What one account fetched must never show to the next one signing in on the same device.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getSessionState().role === null) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <ConfigProvider theme={{ ...theme, token: { ...theme.token, motion: !reducedMotion } }}>
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary fallback={<RootErrorFallback />}>{children}</ErrorBoundary>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
