import { z } from 'zod';

/**
 * An ISO 8601 date-time in responses. Documented by format only: the API writes these itself, so the
 * long validation pattern of `z.iso.datetime()` would only clutter the OpenAPI document.
 */
export const isoDateTimeOutput = () =>
  z.string().meta({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });
