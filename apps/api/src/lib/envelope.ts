import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { PageMetaSchema, type PageMeta } from './common-schemas.js';
import { LIMIT_DEFAULT } from './query-schemas.js';
import type { FieldError } from './http-error.js';

/** Every response body, success or error, has this shape. */
export interface SuccessEnvelope<T> {
  success: true;
  statusCode: number;
  data: T;
}

export interface ErrorEnvelope {
  success: false;
  statusCode: number;
  data: null;
  message: string;
  errors?: FieldError[];
}

export function ok<T>(data: T, statusCode = 200): SuccessEnvelope<T> {
  return { success: true, statusCode, data };
}

/** A page of a list: the items in `data`, where they sit in the whole list in `meta`. */
export function okPage<T, Meta extends PageMeta>(data: T[], meta: Meta) {
  return { success: true as const, statusCode: 200 as const, data, meta };
}

/**
 * The answer to a delete that may keep the row (soft delete): the message, and whether it went for good.
 * `keptWhen` says when it is kept, e.g. "the exam was kept (soft-deleted) because it has results".
 */
export function deletionResponse(
  description: string,
  {
    message,
    keptWhen,
    examplePermanently,
  }: { message: string; keptWhen: string; examplePermanently: boolean },
) {
  return successEnvelopeSchema(
    z.object({ message: z.string(), permanently: z.boolean().describe(`false when ${keptWhen}`) }),
  )
    .describe(description)
    .meta({
      example: { success: true, statusCode: 200, data: { message, permanently: examplePermanently } },
    });
}

/** An example of a first page of a list, for the OpenAPI document. */
export function examplePage<T>(data: T[], total = data.length, metaExtra: Record<string, unknown> = {}) {
  return {
    success: true,
    statusCode: 200,
    data,
    meta: { page: 1, limit: LIMIT_DEFAULT, total, ...metaExtra },
  } as const;
}

export function errorEnvelope(statusCode: number, message: string, errors?: FieldError[]): ErrorEnvelope {
  return { success: false, statusCode, data: null, message, ...(errors && { errors }) };
}

export const FieldErrorSchema = z
  .object({
    path: z.string().meta({ example: 'body.level' }),
    message: z.string().meta({ example: 'Must be a whole number from 1 to 10' }),
  })
  .meta({ id: 'FieldError' });

/** Response schema of a success envelope around `data`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T, statusCode = 200) {
  return z.object({
    success: z.literal(true),
    statusCode: z.literal(statusCode),
    data,
  });
}

/** Response schema of a page of `item`s with its `meta` (and what else a list says of itself). */
export function pageEnvelopeSchema<T extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: T,
  metaExtra?: Extra,
) {
  return z.object({
    success: z.literal(true),
    statusCode: z.literal(200),
    data: z.array(item),
    meta: metaExtra ? PageMetaSchema.extend(metaExtra) : PageMetaSchema,
  });
}

/** A 200 answering one page of `item`s: described, with an example page of `examples` (of `total` in all). */
export function pageResponse<T extends z.ZodType>(
  item: T,
  description: string,
  examples: unknown[],
  total?: number,
) {
  return pageEnvelopeSchema(item)
    .describe(description)
    .meta({ example: examplePage(examples, total) });
}

const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.number().int().describe('The HTTP status of the response'),
    data: z.null(),
    message: z.string(),
    errors: z
      .array(FieldErrorSchema)
      .optional()
      .describe(
        'Only for validation failures, and a class list whose usernames or emails are taken: one entry per ' +
          'bad field',
      ),
  })
  .meta({ id: 'ErrorEnvelope' });

/** What each error status means in this API, as shown in the OpenAPI document. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: a body, query or path value failed validation, or a rule was broken',
  401: 'No valid access token, or wrong credentials',
  403: 'Authenticated, but not allowed to do this',
  404: 'No such resource (or not visible to the caller)',
  409: 'Conflicts with existing data',
  413: 'The body is larger than 1 MiB',
  415: 'The body is not application/json',
  429: 'Too many attempts; retry after the number of seconds in Retry-After',
  500: 'An unexpected error; no internals are revealed',
  503: 'A dependency is unavailable',
};

/** One error envelope for every status, so that clients have one type for it; each status says what it means. */
function errorEnvelopeSchema(code: number) {
  return ErrorEnvelopeSchema.describe(ERROR_DESCRIPTIONS[code] ?? STATUS_CODES[code] ?? 'Error');
}

/** Error response schemas for the given statuses, for a route's `schema.response`. */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema(code)])) as Record<
    Code,
    ReturnType<typeof errorEnvelopeSchema>
  >;
}
