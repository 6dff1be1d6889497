import { z } from 'zod';
import { publicIdPattern, type PublicIdKind } from './public-id.js';

/**
 * An ISO 8601 date-time in responses. Documented by format only: the API writes these itself, so the
 * long validation pattern of `z.iso.datetime()` would only clutter the OpenAPI document.
 */
export const isoDateTimeOutput = () =>
  z.string().meta({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

const CONTROL_CHARACTERS = /\p{Cc}/u;
const ID_EXAMPLES: Record<PublicIdKind, string> = {
  admin: 'a3kT9xQ2mLp7VbN1',
  student: 's8PqR2vX5nK0LmW4',
  exam: 'eZ4nB7cD1fG9hJ2k',
  result: 'r6TgY3uI8oP1aS5d',
};

/** A public id of the given kind in a path or body: malformed → 400 (a well-formed unknown id is a 404). */
export const publicIdSchema = (kind: PublicIdKind) =>
  z
    .string()
    .regex(
      publicIdPattern(kind),
      `must be a ${kind} id (${ID_EXAMPLES[kind].slice(0, 1)} followed by letters, digits, _ or -)`,
    )
    .meta({ example: ID_EXAMPLES[kind] });

/** A trimmed single-line string; control characters (line breaks, NUL, …) are refused. */
export const cleanText = () =>
  z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

export const fullnameSchema = cleanText()
  .pipe(
    z
      .string()
      .min(2, 'must be 2 to 100 characters')
      .max(100, 'must be 2 to 100 characters')
      .regex(/^\p{L}[\p{L}\p{M} '.-]*$/u, "may contain only letters, spaces, ' - and ."),
  )
  .meta({ example: 'Ravi Kumar' });

export const usernameSchema = cleanText()
  .pipe(
    z
      .string()
      .min(3, 'must be 3 to 30 characters')
      .max(30, 'must be 3 to 30 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'may contain only letters, digits, _ . and -'),
  )
  .meta({ example: 'ravi.k' });

export const emailSchema = cleanText()
  .pipe(z.email('must be a valid email address').max(254, 'must be at most 254 characters'))
  .transform((email) => email.toLowerCase())
  .meta({ example: 'ravi@example.com' });

/** Passwords are taken exactly as typed (no trimming), but never with control characters. */
export const passwordSchema = z
  .string()
  .min(8, 'must be 8 to 128 characters')
  .max(128, 'must be 8 to 128 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters')
  .meta({ example: 'correct-horse-42' });

export const phoneSchema = cleanText()
  .pipe(z.string().regex(/^\+?\d{10,15}$/, 'must be 10 to 15 digits, optionally after a leading +'))
  .meta({ example: '+919876543210' });

/** Class (sclass) and abacus level: whole numbers 1–10. */
export const gradeSchema = z
  .int('must be a whole number from 1 to 10')
  .min(1, 'must be a whole number from 1 to 10')
  .max(10, 'must be a whole number from 1 to 10')
  .meta({ example: 4 });

/** A query-string flag: `true` or `false`. */
export const booleanQuery = () =>
  z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true');

/** A whole number written as text (a query string, an environment variable) within a range. */
export const integerQuery = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    );

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 100;
export const LIMIT_MAX = 500;

/** `page` and `limit` of every list (DESIGN §5.1). */
export const paginationQuery = {
  page: integerQuery(1, 1_000_000).default(PAGE_DEFAULT).describe('Page number, from 1'),
  limit: integerQuery(1, LIMIT_MAX).default(LIMIT_DEFAULT).describe(`Items per page, 1–${LIMIT_MAX}`),
};

export const PageMetaSchema = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int().describe('Items matching the query, on all pages'),
});

export type PageMeta = z.infer<typeof PageMetaSchema>;
