import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@abacus/react-common/router-link';

/** A screen that failed to load or render (e.g. a chunk missing after a redeploy). */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <h1>This page could not be shown</h1>
      <p>Reload the page to fetch the latest version of the documentation.</p>
      <ButtonLink type="primary" to={paths.welcome.getHref()}>
        Go to the welcome page
      </ButtonLink>
    </main>
  );
}
