import { expect } from 'vitest';

/**
 * What "Create the exam" sends once a teacher has set "3 rows of 1–2 digits" of + and −, by the fields or by
 * the choices behind them: the rows and their digits, and no range or drill besides.
 */
export function expectThreeRowsOfOneToTwoDigits(body: object) {
  expect(body).toMatchObject({
    minTerms: 3,
    maxTerms: 3,
    digits: { min: 1, max: 2 },
    operators: ['+', '-'],
  });
  expect(body).not.toHaveProperty('minNumber');
  expect(body).not.toHaveProperty('operandDigits');
}
