import { describe, expect, it } from 'vitest';
import { placeFieldErrors } from '../field-errors';

describe('placeFieldErrors', () => {
  it('puts each body error on the form field of that name, its first letter capitalised', () => {
    const placed = placeFieldErrors(
      [
        { path: 'body.username', message: 'must be 3 to 30 characters' },
        { path: 'body.username', message: 'may contain only letters, digits, _ . and -' },
        { path: 'body.email', message: 'must be a valid email address' },
      ],
      ['username', 'email', 'password'],
    );
    expect(placed).toEqual({
      fields: [
        {
          name: 'username',
          errors: ['Must be 3 to 30 characters', 'May contain only letters, digits, _ . and -'],
        },
        { name: 'email', errors: ['Must be a valid email address'] },
      ],
      unplaced: [],
    });
  });

  it('follows the form’s own names for API fields, and keeps errors of no field apart', () => {
    const placed = placeFieldErrors(
      [
        { path: 'body.admin_id', message: 'must be an admin id' },
        { path: 'body.nickname', message: 'is not allowed' },
        { path: 'query.page', message: 'must be a whole number' },
      ],
      ['classCode'],
      { 'body.admin_id': 'classCode' },
    );
    expect(placed.fields).toEqual([{ name: 'classCode', errors: ['Must be an admin id'] }]);
    expect(placed.unplaced).toEqual(['nickname: is not allowed', 'query.page: must be a whole number']);
  });
});
