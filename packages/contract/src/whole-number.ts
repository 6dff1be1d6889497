import { z } from 'zod';

/** An integer from `min` to `max`, with one message for whatever is wrong with it. */
export const wholeNumber = (min: number, max: number) =>
  z
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);
