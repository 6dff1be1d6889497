import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { EndpointPage } from '@/features/endpoint-page/endpoint-page';
import { TryItConsole } from '@/features/try-it/try-it-console';
import { apiReference, findEndpoint } from '@/lib/openapi/api-reference';

export default function EndpointRoute() {
  const { index } = useParams();
  const endpoint = findEndpoint(index);
  if (!endpoint) return <Navigate to={paths.notFound.getHref()} replace />;
  return (
    <EndpointPage
      // A fresh page per endpoint: no copy feedback or open tab carries over.
      key={endpoint.index}
      endpoint={endpoint}
      previous={apiReference.endpoints[endpoint.index - 1]}
      next={apiReference.endpoints[endpoint.index + 1]}
      tryIt={endpoint.documented && <TryItConsole endpoint={endpoint} />}
    />
  );
}
