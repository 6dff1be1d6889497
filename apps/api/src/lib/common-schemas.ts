import { z } from 'zod';
import { publicIdPattern, type PublicIdKind } from './public-id.js';

/**
 * An ISO 8601 date-time in responses. Documented by format only: the API writes these itself, so the
 * long validation pattern of `z.iso.datetime()` would only clutter the OpenAPI document.
 */
export const isoDateTimeOutput = () =>
  z.string().meta({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

/**
 * PostgreSQL has no year 0 and the ISO text an instant is sent to it as has four digits, so an instant
 * outside the years 1–9999 (in UTC, after any offset) would fail in the database: refused with a 400.
 */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
export const STORABLE_YEARS = 'must be a date from the year 1 to 9999';
export const isStorableInstant = (instant: Date) =>
  instant.getTime() >= EARLIEST && instant.getTime() <= LATEST;

/** An ISO 8601 date-time in a request, with its offset (Z or ±hh:mm), in the years 1–9999. */
export const isoDateTimeInput = () =>
  z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2026-11-21T09:30:00Z' })
    // Only of a date-time the format check passed: a malformed one gets that check's message alone.
    .refine((value) => Number.isNaN(Date.parse(value)) || isStorableInstant(new Date(value)), STORABLE_YEARS);

const ID_EXAMPLES: Record<PublicIdKind, string> = {
  admin: 'a3kT9xQ2mLp7VbN1',
  student: 's8PqR2vX5nK0LmW4',
  exam: 'eZ4nB7cD1fG9hJ2k',
  result: 'r6TgY3uI8oP1aS5d',
  attempt: 't2WcX7vB9nM4qL8z',
  grading: 'gQ7mV2kX9pL4nB8w',
  round: 'lR5dN8wK2vQ7mX3c',
  parent: 'pH3kW8nQ2vX5mL9c',
};

/** A public id of the given kind in a path or body: malformed → 400 (a well-formed unknown id is a 404). */
export const publicIdSchema = (kind: PublicIdKind) =>
  z
    .string()
    .regex(
      publicIdPattern(kind),
      `must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} id (${ID_EXAMPLES[kind].slice(0, 1)} followed by letters, digits, _ or -)`,
    )
    .meta({ example: ID_EXAMPLES[kind] });

export const PageMetaSchema = z
  .object({
    page: z.int(),
    limit: z.int(),
    total: z.int().describe('Items matching the query, on all pages'),
  })
  .meta({ id: 'PageMeta' });

export type PageMeta = z.infer<typeof PageMetaSchema>;
