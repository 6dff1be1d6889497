import { z } from 'zod';

/** Nothing but spaces, or nothing at all: what a form's empty box sends. */
const BLANK = /^\s*$/;

/**
 * A field a person may leave out: null, or text that is empty once trimmed (a form's empty box), both mean
 * "none" and come out as null; anything else must pass `schema`. The blank is read before `schema` rather
 * than after it, so that what a request may send is `schema`'s own rules (or null) for the OpenAPI
 * document too, not a bare string.
 */
export const blankAsNull = <Output>(schema: z.ZodType<Output, string>) =>
  z.preprocess((value) => (typeof value === 'string' && BLANK.test(value) ? null : value), schema.nullable());
