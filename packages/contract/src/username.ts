import { cleanText, textOfLength } from './clean-text.js';
import { MAX_USERNAME_LENGTH, MIN_USERNAME_LENGTH } from './limits.js';

/** ASCII only, so that comparing usernames without regard to case means the same everywhere. */
export const usernameSchema = cleanText()
  .pipe(
    textOfLength(MIN_USERNAME_LENGTH, MAX_USERNAME_LENGTH).regex(
      /^[A-Za-z0-9_.-]+$/,
      'may contain only letters, digits, _ . and -',
    ),
  )
  .meta({ example: 'ravi.k' });
