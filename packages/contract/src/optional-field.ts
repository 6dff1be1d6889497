import { z } from 'zod';

/** Nothing but spaces, or nothing at all: what a form's empty box sends. */
const BLANK = /^\s*$/;

/**
 * Reads a blank as null, before the field's own rules. Its `meta` says what it takes besides what those
 * rules accept, for the OpenAPI document, which otherwise knows nothing of what a transform reads.
 */
const blankToNull = z
  .transform((value: unknown) => (typeof value === 'string' && BLANK.test(value) ? null : value))
  .meta({ type: 'string', pattern: BLANK.source, description: 'Blank: the same as null' });

/**
 * A field a person may leave out: null, or text that is empty once trimmed (a form's empty box), both mean
 * "none" and come out as null; anything else must pass `schema`.
 */
export const blankAsNull = <Output>(schema: z.ZodType<Output, string>) => blankToNull.pipe(schema.nullable());
