import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  fullnameProblem,
  passwordProblem,
  phoneProblem,
  usernameProblem,
} from '../student-fields';

const accepted = (check: (value: string) => string | null, values: readonly string[]) =>
  values.filter((value) => check(value) !== null);

describe("the checks of a student's fields match the API's rules", () => {
  it('full name: 2 to 100 characters, starting with a letter; letters, marks, spaces, apostrophes, - and .', () => {
    expect(
      accepted(fullnameProblem, ['Ravi Kumar', 'Jo', "Anne-Marie O'Neil", 'Dr. Rao', ' Zoë ', 'अनिका']),
    ).toEqual([]);
    expect(fullnameProblem('')).toBe("Please type the student's full name.");
    expect(fullnameProblem('R')).toBe('Use 2 to 100 characters.');
    expect(fullnameProblem('a'.repeat(101))).toBe('Use 2 to 100 characters.');
    expect(fullnameProblem('-Ravi')).not.toBeNull();
    expect(fullnameProblem('Ravi 2')).not.toBeNull();
  });

  it('username: 3 to 30 letters, digits, _ . or -', () => {
    expect(accepted(usernameProblem, ['ravi.k', 'R_2-x', 'a'.repeat(30)])).toEqual([]);
    expect(usernameProblem('ab')).toBe('Use 3 to 30 characters.');
    expect(usernameProblem('a'.repeat(31))).toBe('Use 3 to 30 characters.');
    expect(usernameProblem('ravi k')).not.toBeNull();
    expect(usernameProblem('ravi@k')).not.toBeNull();
  });

  it('email: an address the API takes, at most 254 characters', () => {
    expect(accepted(emailProblem, ['ravi@example.com', ' Ravi.K+abacus@school.co.in '])).toEqual([]);
    expect(emailProblem('ravi@example')).not.toBeNull();
    expect(emailProblem('ravi.@example.com')).not.toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@x.io`)).toBe('Use at most 254 characters.');
  });

  it('phone number: 10 to 15 digits, maybe after a +', () => {
    expect(accepted(phoneProblem, ['+919876543210', '9876543210', '123456789012345'])).toEqual([]);
    expect(phoneProblem('987654321')).not.toBeNull();
    expect(phoneProblem('1234567890123456')).not.toBeNull();
    expect(phoneProblem('98765 43210')).not.toBeNull();
  });

  it('password: 8 to 128 characters exactly as typed, without control characters', () => {
    expect(accepted(passwordProblem, ['blue-river-73', '  spaces count  ', 'x'.repeat(128)])).toEqual([]);
    expect(passwordProblem('')).toBe('Please type a password.');
    expect(passwordProblem('seven77')).toBe('Use 8 to 128 characters.');
    expect(passwordProblem('x'.repeat(129))).toBe('Use 8 to 128 characters.');
    expect(passwordProblem('tab\there!')).toBe('Remove the tabs or line breaks.');
  });
});
