import { ApiError } from '@/lib/api-client';

/**
 * The API answers a taken username or email with a 409 that names the field only in its message ("This
 * username is already taken", "This email is already registered"), not in `errors`. Given the field it
 * names, the message can stand under that field like any validation error; any other error is kept.
 */
export function withTakenField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409 || error.fieldErrors.length > 0) return error;
  const field = /\busername\b/i.test(error.message)
    ? 'username'
    : /\bemail\b/i.test(error.message)
      ? 'email'
      : null;
  if (field === null) return error;
  return new ApiError(error.status, error.message, [{ path: `body.${field}`, message: error.message }]);
}
