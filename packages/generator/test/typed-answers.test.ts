import { describe, expect, it } from 'vitest';
import { generateQuestions, LEVEL_PRESETS, type GeneratorSettings } from '../src/index.js';
import { checkExam } from './support/check-exam.js';

const typed = (settings: Omit<GeneratorSettings, 'marksPerQuestion' | 'answerMode'>) => {
  const full = { ...settings, marksPerQuestion: 2, answerMode: 'typed' as const };
  const exam = generateQuestions(full);
  checkExam(full, exam);
  return exam;
};

describe('typed answers', () => {
  it('gives questions with their answer and no options, whatever the settings', () => {
    const settings = [
      ...LEVEL_PRESETS.map(({ settings: preset }) => ({ ...preset, operators: [...preset.operators] })),
      { operators: ['+', '-'], digits: { min: 1, max: 2 }, minTerms: 3, maxTerms: 3, totalQuestions: 50 },
      {
        operators: ['+', '-'],
        digits: { min: 2, max: 3 },
        maxTerms: 6,
        negativeAnswers: true,
        totalQuestions: 50,
      },
      { operators: ['/'], operandDigits: { left: 3, right: 1 }, maxTerms: 2, totalQuestions: 50 },
    ] as Omit<GeneratorSettings, 'marksPerQuestion' | 'answerMode'>[];
    for (const [index, setting] of settings.entries()) {
      const { questions } = typed({ ...setting, seed: index + 1 });
      for (const question of questions) {
        expect(question).toMatchObject({ option_a: null, correct_option: null, mistakes: null, marks: 2 });
      }
    }
  });

  it('gives the same exam again for the same seed', () => {
    const settings = {
      operators: ['+', '-'] as const,
      minNumber: 1,
      maxNumber: 99,
      maxTerms: 5,
      totalQuestions: 100,
    };
    const first = typed({ ...settings, operators: [...settings.operators], seed: 9 });
    const again = typed({ ...settings, operators: [...settings.operators], seed: 9 });
    expect(again).toEqual(first);
  });

  it('leaves a multiple-choice exam as it was: choice is the default', () => {
    const settings = {
      operators: ['+' as const],
      minNumber: 1,
      maxNumber: 50,
      maxTerms: 3,
      totalQuestions: 40,
      seed: 3,
    };
    const byDefault = generateQuestions({ ...settings, marksPerQuestion: 1 });
    const chosen = generateQuestions({ ...settings, marksPerQuestion: 1, answerMode: 'choice' });
    expect(chosen).toEqual(byDefault);
    expect(byDefault.questions.every((question) => question.correct_option !== null)).toBe(true);
  });
});
