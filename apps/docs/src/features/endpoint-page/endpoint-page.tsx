import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { CodeBlock } from '@/components/ui/code-block';
import { Page, PageSection } from '@/components/ui/page';
import { TextWithCode } from '@/components/ui/text-with-code';
import { apiOrigin } from '@/config/api-origin';
import type { DocumentedEndpoint, Endpoint } from '@/lib/openapi/endpoint';
import { buildCurlCommand } from './build-curl-command';
import { EndpointPager } from './endpoint-pager';
import { EndpointRequestLine } from './endpoint-request-line';
import { ParameterTable } from './parameter-table';
import { StatusCodeTabs } from './status-code-tabs';

interface EndpointPageProps {
  endpoint: Endpoint;
  previous: Endpoint | undefined;
  next: Endpoint | undefined;
  /** The console that sends this endpoint's request ("Try it"), for a documented endpoint. */
  tryIt?: ReactNode;
}

const formatJson = (value: unknown) => JSON.stringify(value, null, 2);

function DocumentedEndpointDetails({
  endpoint,
  origin,
  tryIt,
}: {
  endpoint: DocumentedEndpoint;
  origin: string;
  tryIt: ReactNode;
}) {
  return (
    <>
      <PageSection id="parameters" title="Parameters">
        <PanelErrorBoundary message="The parameters could not be shown. Reload the page to try again.">
          <Typography.Title level={3} style={{ fontSize: 17 }}>
            Path parameters
          </Typography.Title>
          <ParameterTable kind="path" parameters={endpoint.pathParams} />
          <Typography.Title level={3} style={{ fontSize: 17, marginTop: 24 }}>
            Query parameters
          </Typography.Title>
          <ParameterTable kind="query" parameters={endpoint.queryParams} />
          <Typography.Title level={3} style={{ fontSize: 17, marginTop: 24 }}>
            Header parameters
          </Typography.Title>
          <ParameterTable kind="header" parameters={endpoint.headerParams} />
        </PanelErrorBoundary>
      </PageSection>
      <PageSection id="bodies" title="Request and response">
        <PanelErrorBoundary message="The request and response examples could not be shown. Reload the page to try again.">
          {endpoint.requestExample === undefined ? (
            <Typography.Paragraph>This endpoint takes no request body.</Typography.Paragraph>
          ) : (
            <CodeBlock title="Request body (application/json)" code={formatJson(endpoint.requestExample)} />
          )}
          {endpoint.responseExample && (
            <CodeBlock
              title={`Response body (${endpoint.responseExample.code})`}
              code={formatJson(endpoint.responseExample.body)}
            />
          )}
          <CodeBlock title="Example request (curl)" code={buildCurlCommand(endpoint, origin)} />
        </PanelErrorBoundary>
      </PageSection>
      {tryIt && (
        <PageSection id="try-it" title="Try it">
          <PanelErrorBoundary message="The console could not be shown. Reload the page to try again.">
            {tryIt}
          </PanelErrorBoundary>
        </PageSection>
      )}
      <PageSection id="status-codes" title="Status codes">
        <PanelErrorBoundary message="The status codes could not be shown. Reload the page to try again.">
          <StatusCodeTabs successCodes={endpoint.successCodes} errorCodes={endpoint.errorCodes} />
        </PanelErrorBoundary>
      </PageSection>
    </>
  );
}

/** The reference page of one endpoint, generated from the OpenAPI document. */
export function EndpointPage({ endpoint, previous, next, tryIt }: EndpointPageProps) {
  const origin = apiOrigin();
  return (
    <Page
      title={endpoint.label}
      intro={endpoint.documented ? <TextWithCode text={endpoint.description} /> : undefined}
    >
      <EndpointRequestLine endpoint={endpoint} origin={origin} />
      {endpoint.documented ? (
        <DocumentedEndpointDetails endpoint={endpoint} origin={origin} tryIt={tryIt} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title="Not documented yet"
          description={`The API's OpenAPI document (apps/api/openapi.json) does not describe ${endpoint.method} ${endpoint.path} yet. Its parameters, bodies and status codes appear here once the route exists and the document is regenerated with npm run openapi.`}
        />
      )}
      <EndpointPager previous={previous} next={next} />
    </Page>
  );
}
