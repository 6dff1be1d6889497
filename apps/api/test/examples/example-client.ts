import type { App } from '../../src/app.js';
import type { RecordedExamples } from '../../src/openapi/recorded-examples.js';

/** One request of the example scenario, named by its OpenAPI operation. */
export interface ExampleCall {
  operationId: string;
  /** An access token, sent as `Authorization: Bearer …`. */
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is, with this content type, instead of JSON. */
  raw?: { contentType: string; payload: string };
  /** Keys of the response whose values depend on how fast the machine ran the scenario. */
  varies?: readonly string[];
  /** The answer is a stream that does not end (Server-Sent Events): only its status and headers are read. */
  stream?: boolean;
}

export interface Exchange {
  call: ExampleCall;
  status: number;
  /** The JSON body; null when the response is not JSON (a PDF). */
  body: unknown;
}

export interface DocumentedOperation {
  operationId: string;
  method: string;
  path: string;
  /** From `x-access`; empty for public routes. */
  access: readonly string[];
  pathParams: string[];
  /** Whether the request body has required fields (an empty object is then refused). */
  bodyRequired: boolean;
  hasBody: boolean;
  /** The response statuses the operation documents. */
  statuses: string[];
}

interface OpenapiOperation {
  operationId: string;
  'x-access'?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { required?: string[] } }> };
  responses: Record<string, unknown>;
}

/** The operations of the served OpenAPI document, by operationId. */
export async function documentedOperations(app: App): Promise<Map<string, DocumentedOperation>> {
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenapiOperation>>;
  }>();
  const operations = new Map<string, DocumentedOperation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] ?? [],
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        bodyRequired: (operation.requestBody?.content['application/json']?.schema?.required ?? []).length > 0,
        hasBody: operation.requestBody !== undefined,
        statuses: Object.keys(operation.responses),
      });
    }
  }
  return operations;
}

/**
 * Sends the scenario's requests through `app.inject()`, checks each status as it goes (a scenario that
 * goes wrong stops at the first surprise, saying where) and keeps every exchange in order.
 */
export class ExampleClient {
  readonly exchanges: Exchange[] = [];

  constructor(
    private readonly app: App,
    readonly operations: Map<string, DocumentedOperation>,
  ) {}

  async call<T = Record<string, unknown>>(status: number, call: ExampleCall): Promise<T> {
    const operation = this.operations.get(call.operationId);
    if (!operation) throw new Error(`the OpenAPI document has no operation ${call.operationId}`);
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = call.params?.[name];
      if (value === undefined) throw new Error(`${call.operationId}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let payload: string | undefined;
    if (call.raw) {
      headers['content-type'] = call.raw.contentType;
      payload = call.raw.payload;
    } else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    }
    const response = await this.app.inject({
      method: operation.method as 'GET',
      url: `${path}${query}`,
      headers,
      ...(payload !== undefined && { payload }),
      ...(call.stream && { payloadAsStream: true }),
    });
    if (call.stream) response.stream().destroy();
    const isJson = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
    const body: unknown = isJson ? response.json() : null;
    if (response.statusCode !== status) {
      throw new Error(
        `${call.operationId}: expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`,
      );
    }
    this.exchanges.push({ call, status, body });
    return ((body as { data?: unknown } | null)?.data ?? null) as T;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * What the documentation shows: for each operation, the request of its first successful exchange, and
 * the first response of each status.
 */
export function recordedExamples(exchanges: readonly Exchange[]): RecordedExamples {
  const examples: RecordedExamples = {};
  for (const { call, status, body } of exchanges) {
    const example = (examples[call.operationId] ??= { responses: {} });
    if (isSuccess(status) && !example.request) {
      example.request = {
        ...(call.params && { params: call.params }),
        ...(call.query && { query: call.query }),
        ...(call.body !== undefined && { body: call.body }),
      };
      if (call.varies) example.varies = [...call.varies];
    }
    if (!(String(status) in example.responses)) example.responses[String(status)] = body;
  }
  return examples;
}
