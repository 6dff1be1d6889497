import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { PageMetaSchema, type PageMeta } from './common-schemas.js';
import type { FieldError } from './http-error.js';

/** DESIGN §5.1: every response body, success or error, has this shape. */
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
export function okPage<T>(data: T[], meta: PageMeta) {
  return { success: true as const, statusCode: 200 as const, data, meta };
}

export function errorEnvelope(statusCode: number, message: string, errors?: FieldError[]): ErrorEnvelope {
  return { success: false, statusCode, data: null, message, ...(errors && { errors }) };
}

export const FieldErrorSchema = z.object({
  path: z.string().meta({ example: 'body.level' }),
  message: z.string().meta({ example: 'Must be a whole number from 1 to 10' }),
});

/** Response schema of a success envelope around `data`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T, statusCode = 200) {
  return z.object({
    success: z.literal(true),
    statusCode: z.literal(statusCode),
    data,
  });
}

/** Response schema of a page of `item`s with its `meta`. */
export function pageEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    statusCode: z.literal(200),
    data: z.array(item),
    meta: PageMetaSchema,
  });
}

const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  statusCode: z.number().int(),
  data: z.null(),
  message: z.string(),
  errors: z
    .array(FieldErrorSchema)
    .optional()
    .describe('Only for validation failures: one entry per bad field'),
});

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

function errorEnvelopeSchema<Code extends number>(code: Code) {
  return ErrorEnvelopeSchema.extend({ statusCode: z.literal(code) }).describe(
    ERROR_DESCRIPTIONS[code] ?? STATUS_CODES[code] ?? 'Error',
  );
}

/** Error response schemas for the given statuses, for a route's `schema.response`. */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema(code)])) as Record<
    Code,
    ReturnType<typeof errorEnvelopeSchema<Code>>
  >;
}
