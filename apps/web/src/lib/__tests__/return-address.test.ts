import { describe, expect, it } from 'vitest';
import { returnAddress, returnTo, roleOfAddress } from '../return-address';

const location = {
  pathname: '/teacher/exams/e1',
  search: '?tab=results',
  hash: '#top',
  state: null,
  key: 'k',
};

describe('the address to come back to after signing in', () => {
  it('is the whole address of the screen that sent the person to sign in', () => {
    expect(returnAddress(returnTo(location))).toBe('/teacher/exams/e1?tab=results#top');
  });

  it('is none without one, or when it is not a path of this app', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { returnTo: 3 },
      { returnTo: 'https://elsewhere.example' },
    ]) {
      expect(returnAddress(state)).toBeNull();
    }
    expect(returnAddress({ returnTo: '//elsewhere.example/app' })).toBeNull();
  });

  it("belongs to the teachers' area, the parents' or the students'", () => {
    expect(roleOfAddress('/teacher')).toBe('teacher');
    expect(roleOfAddress('/teacher/exams/e1')).toBe('teacher');
    expect(roleOfAddress('/teachers-room')).toBe('student');
    expect(roleOfAddress('/family')).toBe('parent');
    expect(roleOfAddress('/family?child=s8PqR2vX5nK0LmW4')).toBe('parent');
    expect(roleOfAddress('/family/account')).toBe('parent');
    expect(roleOfAddress('/familyname')).toBe('student');
    expect(roleOfAddress('/results')).toBe('student');
  });
});
