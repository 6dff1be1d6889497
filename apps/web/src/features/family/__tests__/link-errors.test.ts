import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FAMILY_CODE_PATH, linkErrorByField } from '../link-errors';

const NO_SUCH_CODE = 'No child has this family code: check it with their teacher';

describe('a refused link', () => {
  it('puts a code no child has under the code’s box', () => {
    const placed = linkErrorByField(new ApiError(404, NO_SUCH_CODE));
    expect(placed).toBeInstanceOf(ApiError);
    expect((placed as ApiError).fieldErrors).toEqual([{ path: FAMILY_CODE_PATH, message: NO_SUCH_CODE }]);
  });

  it('keeps the form’s a child who cannot be linked, too many tries, and the API’s own field errors', () => {
    for (const error of [
      new ApiError(409, 'This child is already linked to your account'),
      new ApiError(409, 'This child already has 2 parents linked; their teacher can unlink one'),
      new ApiError(429, 'Too many attempts; try again in 15 minutes'),
      new ApiError(400, 'Validation failed', [
        { path: FAMILY_CODE_PATH, message: 'must be the 10-character' },
      ]),
      new Error('offline'),
    ]) {
      expect(linkErrorByField(error)).toBe(error);
    }
  });
});
