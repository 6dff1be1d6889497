import { ApiError } from '@/lib/api-client';

/** Where the API reports a problem with the family code typed (`errors[].path`). */
export const FAMILY_CODE_PATH = 'body.family_code';

/**
 * A refused link with its problem where it belongs: a code no child has (404) by the family code's box,
 * as the API's own checks of the code (400) already are. A child who cannot be linked (409: linked
 * already, or with all their parents) has the right code: that, like anything else, stays the form's.
 */
export function linkErrorByField(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 404 && error.fieldErrors.length === 0) {
    return new ApiError(404, error.message, [{ path: FAMILY_CODE_PATH, message: error.message }]);
  }
  return error;
}
