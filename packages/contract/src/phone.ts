import { z } from 'zod';
import { cleanText } from './clean-text.js';
import { MAX_PHONE_DIGITS, MIN_PHONE_DIGITS } from './limits.js';

export const phoneSchema = cleanText()
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\+?\\d{${MIN_PHONE_DIGITS},${MAX_PHONE_DIGITS}}$`),
        `must be ${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits, optionally after a leading +`,
      ),
  )
  .meta({ example: '+919876543210' });
