import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeLineParts } from '../code-line-parts';

describe('codeLineParts', () => {
  it('cuts after spaces, and inside a long word after the separators of paths, names and lists', () => {
    expect(codeLineParts('/api/v1/student/{studentId}/exam/assessment/analytics')).toEqual([
      '/',
      'api/',
      'v1/',
      'student/',
      '{studentId}/',
      'exam/',
      'assessment/',
      'analytics',
    ]);
    expect(codeLineParts('REGISTRATION_RATE_LIMIT_WINDOW')).toEqual([
      'REGISTRATION_',
      'RATE_',
      'LIMIT_',
      'WINDOW',
    ]);
    expect(codeLineParts('Authorization: Bearer <token>')).toEqual(['Authorization: ', 'Bearer ', '<token>']);
  });

  it('keeps short words whole', () => {
    expect(codeLineParts('DATABASE_URL')).toEqual(['DATABASE_URL']);
    expect(codeLineParts('/api/v1/exam')).toEqual(['/api/v1/exam']);
  });

  it('keeps file names, addresses and hyphenated names whole', () => {
    for (const token of ['server.ts', '127.0.0.1', 'Retry-After', 'http://localhost:3000']) {
      expect(codeLineParts(token).join('|')).not.toMatch(/[\w.:-]\|[\w.:-]/u);
    }
    expect(codeLineParts('server.ts')).toEqual(['server.ts']);
    expect(codeLineParts('Retry-After')).toEqual(['Retry-After']);
  });

  it('gives the text back when the parts are joined, with no empty part', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parts = codeLineParts(text);
        expect(parts.join('')).toBe(text);
        expect(parts.every((part) => part.length > 0)).toBe(true);
      }),
    );
  });
});
