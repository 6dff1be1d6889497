import { z } from 'zod';
import { cleanText } from './clean-text.js';
import { MAX_EMAIL_LENGTH } from './limits.js';

/** Stored in lower case, which is how two spellings of one address are told to be the same. */
export const emailSchema = cleanText()
  .pipe(
    z
      .email('must be a valid email address')
      .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`),
  )
  .transform((email) => email.toLowerCase())
  .meta({ example: 'ravi@example.com' });
