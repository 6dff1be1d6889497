import { CONTROL_CHARACTERS, textOfLength } from './clean-text.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';

/** Passwords are taken exactly as typed (no trimming), but never with control characters. */
export const passwordSchema = textOfLength(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters')
  .meta({ example: 'correct-horse-42' });
