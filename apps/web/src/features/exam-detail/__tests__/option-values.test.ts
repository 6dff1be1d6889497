import { describe, expect, it } from 'vitest';
import type { ExamQuestion } from '@/api/exam-queries';
import { optionValuesByPosition } from '../option-values';

const choice = (position: number, options: [number, number, number, number]): ExamQuestion => ({
  position,
  question: '20 + 7',
  marks: 1,
  option_a: options[0],
  option_b: options[1],
  option_c: options[2],
  option_d: options[3],
  answer: 27,
  correct_option: 'a',
});

const typed = (position: number): ExamQuestion => ({
  position,
  question: '20 + 7',
  marks: 1,
  option_a: null,
  option_b: null,
  option_c: null,
  option_d: null,
  answer: 27,
  correct_option: null,
});

const exam = { version: 2, questions: [choice(1, [27, 72, 37, 22]), choice(2, [5, 15, 6, 50])] };

describe('the numbers behind the letters of the item analysis', () => {
  it('are each question’s options, by position, for the version analysed', () => {
    const values = optionValuesByPosition({ questions_version: 2, perStudent: false }, exam);
    expect(values.get(1)).toEqual({ a: 27, b: 72, c: 37, d: 22 });
    expect(values.get(2)).toEqual({ a: 5, b: 15, c: 6, d: 50 });
  });

  it.each([
    ['the questions have been made again since', { questions_version: 1, perStudent: false }, exam],
    ['every child had their own numbers', { questions_version: 2, perStudent: true }, exam],
    ['the questions are not read yet', { questions_version: 2, perStudent: false }, undefined],
    [
      'the children write the answers',
      { questions_version: 2, perStudent: false },
      { version: 2, questions: [typed(1)] },
    ],
  ])('are not told when %s', (_, analysed, questions) => {
    expect(optionValuesByPosition(analysed, questions).size).toBe(0);
  });
});
