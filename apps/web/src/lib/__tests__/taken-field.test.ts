import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { withTakenField } from '@/lib/taken-field';

describe('withTakenField', () => {
  it('puts a taken username or email under its field', () => {
    const username = withTakenField(new ApiError(409, 'This username is already taken'));
    expect(username).toBeInstanceOf(ApiError);
    expect((username as ApiError).fieldErrors).toEqual([
      { path: 'body.username', message: 'This username is already taken' },
    ]);
    const email = withTakenField(new ApiError(409, 'This email is already registered')) as ApiError;
    expect(email.fieldErrors).toEqual([{ path: 'body.email', message: 'This email is already registered' }]);
    expect(email.status).toBe(409);
  });

  it('leaves every other error as it is', () => {
    const validation = new ApiError(400, 'Validation failed', [{ path: 'body.level', message: 'no' }]);
    const unknownConflict = new ApiError(409, 'Something else clashed');
    const offline = new Error('offline');
    expect(withTakenField(validation)).toBe(validation);
    expect(withTakenField(unknownConflict)).toBe(unknownConflict);
    expect(withTakenField(offline)).toBe(offline);
  });
});
