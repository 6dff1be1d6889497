import { z } from 'zod';

/** Tabs, line breaks, NUL and the other control characters: never part of a one-line field. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Text without a control character, as a pattern rather than a refinement: a pattern is a rule the
 * OpenAPI document can state (`pattern`), where a refinement leaves no trace in it. The control characters
 * (Unicode's Cc) are these two ranges, written out: a validator that reads patterns without the `u` flag,
 * as Spectral's does, would take `\P{Cc}` for the letters `P{Cc}`.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it names
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** A string that refuses control characters, in the one message every field gives for them. */
export const withoutControlCharacters = <T extends z.ZodString>(text: T) =>
  text.regex(WITHOUT_CONTROL_CHARACTERS, 'must not contain control characters');

/** A trimmed single-line string; control characters (line breaks, NUL, …) are refused. */
export const cleanText = () => withoutControlCharacters(z.string().trim());

/** A string of `min` to `max` characters, with one message for being too short or too long. */
export const textOfLength = (min: number, max: number) =>
  z.string().min(min, `must be ${min} to ${max} characters`).max(max, `must be ${min} to ${max} characters`);
