import { textOfLength, withoutControlCharacters } from './clean-text.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';

/** Passwords are taken exactly as typed (no trimming), but never with control characters. */
export const passwordSchema = withoutControlCharacters(
  textOfLength(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH),
).meta({ example: 'correct-horse-42' });
