import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { joinErrorByField } from '../join-errors';

describe('a refused join', () => {
  it('puts a class code no class has by the code', () => {
    const unknown = new ApiError(404, 'No class has this join code; check it with your teacher');
    expect(joinErrorByField(unknown)).toEqual(
      new ApiError(404, unknown.message, [{ path: 'body.join_code', message: unknown.message }]),
    );
  });

  it('puts a taken username by the username', () => {
    const taken = new ApiError(409, 'This username is already taken');
    expect(joinErrorByField(taken)).toEqual(
      new ApiError(409, taken.message, [{ path: 'body.username', message: taken.message }]),
    );
  });

  it('leaves the checks of each field, and what no field is about, as they are', () => {
    const invalid = new ApiError(400, 'Validation failed', [{ path: 'body.username', message: 'Too short' }]);
    const busy = new ApiError(429, 'Too many registrations from this address; try again later');
    expect(joinErrorByField(invalid)).toBe(invalid);
    expect(joinErrorByField(busy)).toBe(busy);
  });
});
