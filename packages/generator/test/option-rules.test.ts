import { describe, expect, it } from 'vitest';
import {
  generateQuestions,
  LEVEL_PRESETS,
  type ChoiceQuestion,
  type GeneratorSettings,
} from '../src/index.js';
import { OPTION_RULES } from './support/option-rules.js';
import { PARTIAL_RULES } from './support/partial-rules.js';
import { realisticWrongAnswers } from './support/soroban.js';

type Setting = Omit<GeneratorSettings, 'seed' | 'marksPerQuestion' | 'answerMode'>;

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

const PRESETS: [string, Setting][] = LEVEL_PRESETS.map(({ level, settings }) => [
  `level ${level}`,
  { ...settings, operators: [...settings.operators] },
]);

/** 5000 questions a setting: a rule at the 25 % of chance stays within 35 % with room to spare. */
const QUESTIONS = 5000;

const questionsOf = (setting: Setting): ChoiceQuestion[] => {
  const questions: ChoiceQuestion[] = [];
  for (let seed = 1; questions.length < QUESTIONS; seed += 1) {
    questions.push(...generateQuestions({ ...setting, marksPerQuestion: 1, seed }).questions);
  }
  return questions;
};

const optionsOf = (question: ChoiceQuestion): number[] => [
  question.option_a,
  question.option_b,
  question.option_c,
  question.option_d,
];

/** The share of the questions a rule applies to whose answer it picks, and how many it applies to. */
function partialRate(questions: ChoiceQuestion[], rule: string): { rate: number; applies: number } {
  let applies = 0;
  let hits = 0;
  for (const question of questions) {
    const options = optionsOf(question);
    const pick = PARTIAL_RULES[rule]!(question.question, options);
    if (pick === null) continue;
    applies += 1;
    if (options[pick] === question.answer) hits += 1;
  }
  return { rate: applies === 0 ? 0 : hits / applies, applies };
}

/** Each rule that works out part of a question, and the share of answers it may find where it applies. */
const PARTIAL_BOUNDS: [string, number][] = [
  ['the units column alone', 0.35],
  ['the last two digits alone', 0.5],
  ['a rounded estimate', 0.5],
];

describe.each([...SETTINGS, ...PRESETS])('options on %s', (name, setting) => {
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
    // …and on the benchmark's settings the rules are not blind either: each finds the answer about as often
    // as chance.
    if (SETTINGS.some(([each]) => each === name)) expect(rates.filter(([, rate]) => rate < 0.15)).toEqual([]);
  });

  // Where every row has one digit the units column is the whole question worked but for its carries, and the
  // slips those rows allow mostly fall on the units rod: it is measured (bench:options), not bounded.
  const oneDigitRows = setting.digits?.max === 1;
  it.each(PARTIAL_BOUNDS.filter(([rule]) => !(oneDigitRows && rule === 'the units column alone')))(
    '%s finds the answer in at most its bound of the questions it applies to',
    (rule, bound) => {
      const { rate, applies } = partialRate(questions, rule);
      expect(rate).toBeLessThanOrEqual(bound);
      // Where it applies at all, it is measured on enough questions to mean something.
      if (applies > 0) expect(applies).toBeGreaterThan(1000);
    },
  );

  it('makes at least two of the three wrong options of a + − question mistakes it names, in 80 % or more', () => {
    const sums = questions.filter((question) => !/[*/]/.test(question.question));
    const named = sums.filter(
      (question) =>
        Object.entries(question.mistakes).filter(
          ([letter, mistake]) => letter !== question.correct_option && mistake !== null,
        ).length >= 2,
    );
    if (sums.length > 0) expect(named.length / sums.length).toBeGreaterThanOrEqual(0.8);
  });

  it('makes at least two of the three wrong options of a + − question slips its own replay can make, in 80 % or more', () => {
    const sums = questions.filter((question) => !/[*/]/.test(question.question));
    const real = sums.filter((question) => {
      const slips = realisticWrongAnswers(question.question);
      return optionsOf(question).filter((option) => slips.has(option)).length >= 2;
    });
    if (sums.length > 0) expect(real.length / sums.length).toBeGreaterThanOrEqual(0.8);
  });
});
