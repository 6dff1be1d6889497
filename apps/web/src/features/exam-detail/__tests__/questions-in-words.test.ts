import { describe, expect, it } from 'vitest';
import type { TeacherExam } from '@/types/api';
import { questionsInWords } from '../questions-in-words';

const settings: TeacherExam['settings'] = {
  maxTerms: 4,
  minTerms: 2,
  minNumber: 1,
  maxNumber: 20,
  digits: null,
  totalDigits: null,
  zeros: false,
  operandDigits: null,
  negativeAnswers: false,
  negativeShare: null,
  operators: ['+', '-'],
  abacusMethod: null,
  focus: [],
  seed: 7,
  version: 4,
};

describe('the questions of an exam in words', () => {
  it('says the rows and their numbers: a range, or digits, with zeros', () => {
    expect(questionsInWords(settings)).toBe('2 to 4 rows of numbers from 1 to 20 (+ and −)');
    expect(
      questionsInWords({ ...settings, minTerms: 3, maxTerms: 3, digits: { min: 1, max: 2 }, zeros: true }),
    ).toBe('3 rows of 1–2 digits, with zeros (+ and −)');
    expect(
      questionsInWords({ ...settings, minNumber: 1000, maxNumber: 99_999, operators: ['+', '-', '*', '/'] }),
    ).toBe('2 to 4 rows of numbers from 1\u202f000 to 99\u202f999 (+, −, × and ÷)');
    expect(
      questionsInWords({
        ...settings,
        minTerms: 5,
        maxTerms: 5,
        digits: { min: 1, max: 1 },
        negativeAnswers: true,
      }),
    ).toBe('5 rows of 1 digit, answers may go below zero (+ and −)');
    expect(
      questionsInWords({
        ...settings,
        minTerms: 5,
        maxTerms: 5,
        digits: { min: 2, max: 2 },
        negativeAnswers: true,
        negativeShare: 10,
      }),
    ).toBe('5 rows of 2 digits, 10 % of answers below zero (+ and −)');
    expect(
      questionsInWords({
        ...settings,
        minTerms: 4,
        maxTerms: 4,
        digits: { min: 1, max: 2 },
        totalDigits: 6,
      }),
    ).toBe('4 rows of 1–2 digits, 6 digits in all (+ and −)');
  });

  it('says a drill as the builder sets it: ÷ by the digits of the number divided', () => {
    const drill = { ...settings, minTerms: 2, maxTerms: 2, operandDigits: { left: 3, right: 1 } };
    expect(questionsInWords({ ...drill, operators: ['/'] })).toBe('4-digit ÷ 1-digit (3-digit answers)');
    expect(
      questionsInWords({ ...drill, operandDigits: { left: 2, right: 1 }, operators: ['*'], zeros: true }),
    ).toBe('2-digit × 1-digit, with zeros');
    expect(questionsInWords({ ...drill, operators: ['*', '/'] })).toBe(
      '3-digit × 1-digit and 4-digit ÷ 1-digit (3-digit answers)',
    );
  });
});
