import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A screen that failed to load or render (e.g. a chunk gone after the app was updated). Plain markup:
 * Ant Design itself may be what failed to load.
 */
export function RouteErrorFallback() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main style={{ padding: 32, textAlign: 'center', fontSize: 20 }}>
      <h1>{t('pageNotShown')}</h1>
      <p>{t('appUpdated')}</p>
      <button
        type="button"
        style={{ fontSize: 20, padding: '8px 20px' }}
        onClick={() => window.location.reload()}
      >
        {t('reload')}
      </button>
    </main>
  );
}
