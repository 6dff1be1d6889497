import { MAX_GRADE, MAX_SEARCH_LENGTH, MIN_GRADE, cleanText } from '@abacus/contract';
import { z } from 'zod';
import { isStorableInstant, STORABLE_YEARS } from './common-schemas.js';

/** What a query string may carry, read from text: numbers, flags, dates, searches, and a list's page. */

/** A class or level in a query string. */
export const gradeQuery = () => integerQuery(MIN_GRADE, MAX_GRADE);

/** Part of a name or title to search a list for, in a query string. */
export const searchQuery = () => cleanText().pipe(z.string().min(1).max(MAX_SEARCH_LENGTH));

/** A query-string flag: `true` or `false`. */
export const booleanQuery = () =>
  z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true');

/**
 * A whole number written as text (a query string, an environment variable) within a range. The text is
 * only digits, so the number it is read as is whole: documented as the integer a client sends, since a
 * query string carries `?page=2` as text whatever the client's type.
 */
export const integerQuery = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .pipe(
      z.coerce
        .number<string>()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`)
        .meta({ type: 'integer' }),
    );

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The two ways to write an instant, as the OpenAPI document names them (RFC 3339's full-date and date-time). */
const DATE_FORMAT = { type: 'string', format: 'date' } as const;
const DATE_TIME_FORMAT = { type: 'string', format: 'date-time' } as const;

/**
 * An instant in a query string: an ISO 8601 date-time, or a date (a whole UTC day, from its first
 * millisecond, or through its last one with `endOfDay`), in the years 1–9999.
 */
export const instantQuery = ({ endOfDay = false } = {}) =>
  z
    .string()
    .trim()
    .refine(
      // z.iso.date knows the lengths of the months: Date.parse reads 2026-02-30 as 2 March.
      (value) =>
        (z.iso.date().safeParse(value).success ||
          z.iso.datetime({ offset: true }).safeParse(value).success) &&
        !Number.isNaN(Date.parse(value)),
      'must be a date (2026-11-21) or an ISO 8601 date-time (2026-11-21T09:30:00Z)',
    )
    .transform((value) =>
      DAY.test(value) && endOfDay ? new Date(Date.parse(value) + 86_400_000 - 1) : new Date(value),
    )
    .refine(isStorableInstant, STORABLE_YEARS)
    .meta({ anyOf: [DATE_FORMAT, DATE_TIME_FORMAT] });

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 100;
export const LIMIT_MAX = 500;

/** `page` and `limit` of every list. */
const paginationQuery = {
  page: integerQuery(1, 1_000_000).default(PAGE_DEFAULT).describe('Page number, from 1'),
  limit: integerQuery(1, LIMIT_MAX).default(LIMIT_DEFAULT).describe(`Items per page, 1–${LIMIT_MAX}`),
};

/** The query string of a list: its own filters, then `page` and `limit`; nothing else is accepted. */
export const listQuery = <Filters extends z.ZodRawShape = Record<never, never>>(filters?: Filters) =>
  z.strictObject({ ...(filters ?? ({} as Filters)), ...paginationQuery });
