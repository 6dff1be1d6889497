import recorded from './recorded-examples.json' with { type: 'json' };

/** One operation's examples, as the example scenario recorded them against a real server. */
export interface OperationExamples {
  /** The request of the operation's first successful call. */
  request?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  /** The first response of each status the scenario met (null: not JSON, e.g. a PDF). */
  responses: Record<string, unknown>;
  /** Response keys whose values depend on the speed of the machine that ran the scenario. */
  varies?: string[];
}

export type RecordedExamples = Record<string, OperationExamples>;

/** Written by the example replay test (`npm run examples -w @abacus/api`); read, never edited by hand. */
export const RECORDED_EXAMPLES: RecordedExamples = recorded;

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: unknown };
  example?: unknown;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

const JSON_MEDIA_TYPE = 'application/json';

/** A parameter's example as the value it documents: `2` for an integer, though the request sent the text. */
const exampleOfType = (value: string, schema: Parameter['schema']) =>
  schema?.type === 'integer' || schema?.type === 'number' ? Number(value) : value;

/**
 * Puts the recorded requests and responses into the OpenAPI document as the examples of each
 * operation's parameters, body and responses, so what the documentation shows is what the server did.
 */
export function withRecordedExamples<T extends { paths?: object }>(
  document: T,
  examples: RecordedExamples,
): T {
  // The document's own types describe every OpenAPI version; only these few fields are touched here.
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      const example = operation.operationId ? examples[operation.operationId] : undefined;
      if (!example) continue;
      const { params = {}, query = {}, body } = example.request ?? {};
      for (const parameter of operation.parameters ?? []) {
        const value = parameter.in === 'path' ? params[parameter.name] : query[parameter.name];
        if (value !== undefined && (parameter.in === 'path' || parameter.in === 'query')) {
          parameter.example = exampleOfType(value, parameter.schema);
        }
      }
      const requestMedia = operation.requestBody?.content?.[JSON_MEDIA_TYPE];
      if (requestMedia && body !== undefined) requestMedia.example = body;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.[JSON_MEDIA_TYPE];
        const recordedBody = example.responses[status];
        if (media && recordedBody !== undefined && recordedBody !== null) media.example = recordedBody;
      }
    }
  }
  return document;
}
