import { REQUEST_ID_HEADER } from '../plugins/app/request-id.js';

interface Response {
  headers?: Record<string, { $ref: string }>;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  operationId?: string;
  responses?: Record<string, Response>;
}

interface WithPaths {
  paths?: object;
  components?: object;
}

interface Header {
  description: string;
  required?: boolean;
  schema: { type: string; minimum?: number };
  example?: string;
}

/** The headers the API answers with, as named components; each response refers to those it carries. */
const HEADERS = {
  'X-Request-Id': {
    description:
      'The id of this request, to quote when reporting a problem: the one the request sent in ' +
      `${REQUEST_ID_HEADER} (letters, digits, . _ : and -, up to 128 characters), or one the server made`,
    required: true,
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  'WWW-Authenticate': {
    description:
      'The Bearer challenge of RFC 6750: `Bearer realm="abacus-exam-platform"`, with ' +
      '`error="invalid_token"` and an `error_description` when the token sent is expired, malformed, ' +
      'revoked or of an account that is gone',
    required: true,
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    description: 'Requests this client address may make to this operation in the window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left to this client address in the window',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window ends',
    schema: { type: 'integer', minimum: 0 },
  },
  'Content-Disposition': {
    description:
      "On a download (a PDF), the name to save the file as (RFC 6266): `filename*` in UTF-8 holds the exam's title and the student's name in their own script; `filename`, made of ids, is for a client that reads only that",
    example:
      'attachment; filename="result-rT3kq9Vx2LmN8pQzA.pdf"; filename*=UTF-8\'\'result-friday-sums-%E0%A4%85%E0%A4%A8%E0%A4%BF%E0%A4%95%E0%A4%BE.pdf',
    schema: { type: 'string' },
  },
} satisfies Record<string, Header>;

type HeaderName = keyof typeof HEADERS;

const refTo = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });

const FILE_TYPES = ['application/pdf', 'text/csv'];
const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };

const isSuccess = (status: string) => status.startsWith('2');

/**
 * The headers of one response: the request id on every one; Retry-After on 429 and on the error handler's
 * 503 (the health check's own 503 carries its report instead); the challenge on 401; the file's name on
 * a download; and the counters of a `config.rateLimit` on what an operation it limits answers, when it
 * counted the request (an admin's registrations are not counted).
 */
function headersOf(status: string, response: Response, countedByAddress: boolean): HeaderName[] {
  const envelope =
    JSON.stringify(response.content?.['application/json']?.schema) === JSON.stringify(ERROR_ENVELOPE);
  const downloads = Object.keys(response.content ?? {}).some((type) => FILE_TYPES.includes(type));
  return [
    'X-Request-Id',
    ...(status === '429' || (status === '503' && envelope) ? (['Retry-After'] as const) : []),
    ...(status === '401' ? (['WWW-Authenticate'] as const) : []),
    ...(isSuccess(status) && downloads ? (['Content-Disposition'] as const) : []),
    ...(countedByAddress && (isSuccess(status) || status === '429')
      ? (['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const)
      : []),
  ];
}

/**
 * Documents the headers the server answers with on each response of `document`, as `components.headers`.
 * `countedByAddress` names the operations a `config.rateLimit` counts.
 */
export function withResponseHeaders<T extends WithPaths>(document: T, countedByAddress: Set<string>): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operation of Object.values(paths).flatMap((methods) => Object.values(methods))) {
    const counted = countedByAddress.has(operation.operationId ?? '');
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const names = headersOf(status, response, counted);
      response.headers = Object.fromEntries(names.map((name) => [name, refTo(name)]));
    }
  }
  return { ...document, components: { ...document.components, headers: HEADERS } };
}
