import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A screen that failed to load or render (e.g. a chunk gone after the app was updated). Plain markup:
 * Ant Design itself may be what failed to load.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main style={{ padding: 32, textAlign: 'center', fontSize: 20 }}>
      <h1>This page could not be shown</h1>
      <p>The app may have been updated. Reload the page to get the newest version.</p>
      <button
        type="button"
        style={{ fontSize: 20, padding: '8px 20px' }}
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
