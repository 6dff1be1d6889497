import { KeyOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { MethodTag } from '@/components/ui/method-tag';
import { apiOrigin } from '@/config/api-origin';
import type { DocumentedEndpoint, EndpointParameter } from '@/lib/openapi/endpoint';
import { buildConsoleRequest } from './build-console-request';
import { readConsoleResponse, type ConsoleResponse } from './console-response';
import { useConsoleToken } from './console-token';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'refused'; problem: string }
  | { kind: 'failed'; message: string }
  | { kind: 'answered'; response: ConsoleResponse };

const initialValues = (parameters: EndpointParameter[]) =>
  Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.example ?? '']));

const statusColour = (status: number) => (status < 300 ? '#237804' : status < 500 ? '#ad4e00' : '#a8071a');

/** A field of the console with its label; `id` ties them together for assistive technology. */
function ParameterInputs({
  legend,
  parameters,
  values,
  onChange,
}: {
  legend: string;
  parameters: EndpointParameter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const idPrefix = useId();
  if (parameters.length === 0) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <Row gutter={16}>
        {parameters.map((parameter) => (
          <Col key={parameter.name} xs={24} md={12}>
            <Form.Item
              label={`${parameter.name}${parameter.required ? ' (required)' : ''}`}
              htmlFor={`${idPrefix}-${parameter.name}`}
            >
              <Input
                id={`${idPrefix}-${parameter.name}`}
                value={values[parameter.name] ?? ''}
                placeholder={parameter.type}
                spellCheck={false}
                onChange={(event) => onChange(parameter.name, event.target.value)}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

function ResponseView({ response }: { response: ConsoleResponse }) {
  const [token, setToken] = useConsoleToken();
  return (
    <section aria-label="Response" style={{ marginTop: 16 }}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text strong>Response</Typography.Text>
        <Tag
          variant="solid"
          style={{ background: statusColour(response.status), borderColor: statusColour(response.status) }}
        >
          {response.status} {response.statusText}
        </Tag>
        <Typography.Text>{Math.round(response.durationMs)} ms</Typography.Text>
      </Flex>
      {response.token && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title="The response holds an access token."
          description={
            response.token === token
              ? 'The console sends it with every request that needs one.'
              : 'Use it for the requests of every endpoint page that need one.'
          }
          action={
            response.token !== token && (
              <Button icon={<KeyOutlined aria-hidden />} onClick={() => setToken(response.token ?? '')}>
                Use this token
              </Button>
            )
          }
        />
      )}
      <CodeBlock title="Response body" code={response.body} />
      <Table
        size="small"
        pagination={false}
        rowKey={([name]) => name}
        title={() => <strong>Response headers</strong>}
        columns={[
          {
            title: 'Header',
            key: 'name',
            width: 240,
            render: (_: unknown, [name]: [string, string]) => <InlineCode>{name}</InlineCode>,
          },
          { title: 'Value', key: 'value', render: (_: unknown, [, value]: [string, string]) => value },
        ]}
        dataSource={response.headers}
      />
    </section>
  );
}

/**
 * "Try it": sends the endpoint's request, as the visitor edits it, to the server this site is
 * served from, and shows the real response with its status, headers and time.
 */
export function TryItConsole({ endpoint }: { endpoint: DocumentedEndpoint }) {
  const origin = apiOrigin();
  const [pathValues, setPathValues] = useState(() => initialValues(endpoint.pathParams));
  const [queryValues, setQueryValues] = useState(() => initialValues(endpoint.queryParams));
  const [body, setBody] = useState(() =>
    endpoint.requestExample === undefined ? undefined : JSON.stringify(endpoint.requestExample, null, 2),
  );
  const [token, setToken] = useConsoleToken();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const bodyId = useId();
  const tokenId = useId();

  const preview = buildConsoleRequest(
    { method: endpoint.method, pathTemplate: endpoint.path, pathValues, queryValues, body, token },
    origin,
  );

  const send = async () => {
    const built = preview;
    if (!built.ok) {
      setOutcome({ kind: 'refused', problem: built.problem });
      return;
    }
    setOutcome({ kind: 'sending' });
    const startedAt = performance.now();
    try {
      const response = await fetch(built.request.url, {
        method: built.request.method,
        headers: built.request.headers,
        body: built.request.body,
        credentials: 'omit',
        redirect: 'error',
        cache: 'no-store',
      });
      setOutcome({
        kind: 'answered',
        response: await readConsoleResponse(response, startedAt, () => performance.now()),
      });
    } catch (error) {
      setOutcome({ kind: 'failed', message: (error as Error).message });
    }
  };

  return (
    <Card>
      <Typography.Paragraph>
        Sends the request to this site’s own server, <InlineCode>{origin}</InlineCode>: what you change here
        changes its data.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <ParameterInputs
          legend="Path parameters"
          parameters={endpoint.pathParams}
          values={pathValues}
          onChange={(name, value) => setPathValues((values) => ({ ...values, [name]: value }))}
        />
        <ParameterInputs
          legend="Query parameters"
          parameters={endpoint.queryParams}
          values={queryValues}
          onChange={(name, value) => setQueryValues((values) => ({ ...values, [name]: value }))}
        />
        {endpoint.authentication !== 'none' && (
          <Form.Item
            label={`Access token${endpoint.authentication === 'required' ? ' (required)' : ' (optional)'}`}
            htmlFor={tokenId}
            extra="Kept in this tab only; a login or token renewal sent from a console offers to fill it in."
          >
            <Input.Password
              id={tokenId}
              value={token}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setToken(event.target.value)}
            />
          </Form.Item>
        )}
        {body !== undefined && (
          <Form.Item label="Request body (JSON)" htmlFor={bodyId}>
            <Input.TextArea
              id={bodyId}
              value={body}
              autoSize={{ minRows: 3, maxRows: 20 }}
              spellCheck={false}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
              onChange={(event) => setBody(event.target.value)}
            />
          </Form.Item>
        )}
        <Flex align="center" gap={12} wrap>
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            loading={outcome.kind === 'sending'}
            onClick={() => void send()}
          >
            Send the request
          </Button>
          {preview.ok && (
            <span>
              <MethodTag method={endpoint.method} compact />
              <InlineCode>{preview.request.url}</InlineCode>
            </span>
          )}
        </Flex>
      </Form>
      <div aria-live="polite">
        {outcome.kind === 'refused' && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title="Not sent"
            description={outcome.problem}
          />
        )}
        {outcome.kind === 'failed' && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            title="No response"
            description={`The request failed: ${outcome.message}`}
          />
        )}
        {outcome.kind === 'answered' && <ResponseView response={outcome.response} />}
      </div>
    </Card>
  );
}
