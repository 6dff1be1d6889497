import { z } from 'zod';

/** Tabs, line breaks, NUL and the other control characters: never part of a one-line field. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/** A trimmed single-line string; control characters (line breaks, NUL, …) are refused. */
export const cleanText = () =>
  z
    .string()
    .trim()
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

/** A string of `min` to `max` characters, with one message for being too short or too long. */
export const textOfLength = (min: number, max: number) =>
  z.string().min(min, `must be ${min} to ${max} characters`).max(max, `must be ${min} to ${max} characters`);
