import type { z } from 'zod';
import { cleanText } from './clean-text.js';

/**
 * A field a person may leave out: null, or text that is empty once trimmed (a form's empty box), both mean
 * "none" and come out as null; anything else must pass `schema`.
 */
export const blankAsNull = <Output>(schema: z.ZodType<Output, string>) =>
  cleanText()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
    .nullable();
