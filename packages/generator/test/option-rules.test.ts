import { describe, expect, it } from 'vitest';
import { generateQuestions, type GeneratedQuestion, type GeneratorSettings } from '../src/index.js';
import { OPTION_RULES } from './support/option-rules.js';

type Setting = Omit<GeneratorSettings, 'seed' | 'marksPerQuestion'>;

/** The settings of the benchmark: the exams teachers make most, and the widest numbers. */
const SETTINGS: [string, Setting][] = [
  [
    '(a) + - * /, 1–999, up to 10 terms',
    { totalQuestions: 1000, operators: ['+', '-', '*', '/'], minNumber: 1, maxNumber: 999, maxTerms: 10 },
  ],
  [
    '(b) + -, 1–99, up to 5 terms',
    { totalQuestions: 1000, operators: ['+', '-'], minNumber: 1, maxNumber: 99, maxTerms: 5 },
  ],
  [
    '(d) + -, 10–99, up to 15 terms',
    { totalQuestions: 500, operators: ['+', '-'], minNumber: 10, maxNumber: 99, maxTerms: 15 },
  ],
  [
    '(e) * / +, 1000–99999, up to 6 terms',
    { totalQuestions: 200, operators: ['*', '/', '+'], minNumber: 1000, maxNumber: 99_999, maxTerms: 6 },
  ],
];

/** 5000 questions a setting: a rule at the 25 % of chance stays within 35 % with room to spare. */
const QUESTIONS = 5000;

const questionsOf = (setting: Setting): GeneratedQuestion[] => {
  const questions: GeneratedQuestion[] = [];
  for (let seed = 1; questions.length < QUESTIONS; seed += 1) {
    questions.push(...generateQuestions({ ...setting, marksPerQuestion: 1, seed }).questions);
  }
  return questions;
};

const optionsOf = (question: GeneratedQuestion): number[] => [
  question.option_a,
  question.option_b,
  question.option_c,
  question.option_d,
];

describe.each(SETTINGS)('options on %s', (_name, setting) => {
  const questions = questionsOf(setting);

  it('cannot be told apart by any rule that looks only at them: each picks the answer in at most 35 %', () => {
    const rates = Object.entries(OPTION_RULES).map(([rule, pick]) => {
      const hits = questions.filter((question) => {
        const options = optionsOf(question);
        return options[pick(options)] === question.answer;
      }).length;
      return [rule, hits / questions.length] as const;
    });
    expect(rates.filter(([, rate]) => rate > 0.35)).toEqual([]);
    // …and the rules are not blind either: each finds the answer about as often as chance.
    expect(rates.filter(([, rate]) => rate < 0.15)).toEqual([]);
  });

  it('stays close to the answer: the median distractor is within 3 % of it', () => {
    const distances = questions
      .flatMap((question) =>
        optionsOf(question)
          .filter((option) => option !== question.answer)
          .map((option) => Math.abs(option - question.answer) / Math.max(question.answer, 1)),
      )
      .sort((a, b) => a - b);
    expect(distances[distances.length >> 1]).toBeLessThanOrEqual(0.03);
  });
});
