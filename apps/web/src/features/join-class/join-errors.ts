import { classCode } from '@/config/class-code';
import { ApiError } from '@/lib/api-client';
import { withTakenField } from '@/lib/taken-field';

/**
 * A refused join with each problem by the box it is about: a taken username (409) by the username, a
 * class code no class has (404) by the code, as the API's checks of each field (400) are already.
 */
export function joinErrorByField(error: unknown): unknown {
  const placed = withTakenField(error);
  if (placed instanceof ApiError && placed.status === 404 && placed.fieldErrors.length === 0) {
    return new ApiError(404, placed.message, [{ path: classCode.errorPath, message: placed.message }]);
  }
  return placed;
}
