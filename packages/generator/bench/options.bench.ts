import {
  generateQuestions,
  LEVEL_PRESETS,
  PARTIAL_RULES,
  partialRuleHitRates,
  type GeneratorSettings,
} from '../src/index.js';
import { OPTION_RULES } from '../test/support/option-rules.js';
import { PARTIAL_RULES as RULES_WHERE_THEY_APPLY } from '../test/support/partial-rules.js';
import { realisticWrongAnswers } from '../test/support/soroban.js';

/**
 * How well the options hide the answer, on the benchmark's settings and on every level preset: the rule that
 * looks only at the options and finds the answer most often, the share of all questions each of the
 * generator's partial rules answers right alone (the figure the exam builder shows a teacher), the rules the
 * option tests bound, where they apply, how many wrong options stand for a named mistake, and how many are
 * what one real slip in the question's own bead-by-bead replay gives. The tests hold
 * the bounds; this prints the figures.
 */
type Setting = Omit<GeneratorSettings, 'seed' | 'marksPerQuestion' | 'answerMode'>;

const QUESTIONS = 5000;

const cases: [string, Setting][] = [
  [
    '(a)',
    { totalQuestions: 1000, operators: ['+', '-', '*', '/'], minNumber: 1, maxNumber: 999, maxTerms: 10 },
  ],
  ['(b)', { totalQuestions: 1000, operators: ['+', '-'], minNumber: 1, maxNumber: 99, maxTerms: 5 }],
  ['(d)', { totalQuestions: 500, operators: ['+', '-'], minNumber: 10, maxNumber: 99, maxTerms: 15 }],
  [
    '(e)',
    { totalQuestions: 200, operators: ['*', '/', '+'], minNumber: 1000, maxNumber: 99_999, maxTerms: 6 },
  ],
  ...LEVEL_PRESETS.map(({ level, settings }): [string, Setting] => [
    `level ${level}`,
    { ...settings, operators: [...settings.operators] },
  ]),
];

const percent = (part: number, whole: number): string =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

const rows = cases.map(([name, setting]) => {
  const questions = [];
  for (let seed = 1; questions.length < QUESTIONS; seed += 1) {
    questions.push(...generateQuestions({ ...setting, marksPerQuestion: 1, seed }).questions);
  }
  const options = questions.map((q) => [q.option_a, q.option_b, q.option_c, q.option_d]);
  let worst = ['', 0] as [string, number];
  for (const [rule, pick] of Object.entries(OPTION_RULES)) {
    const hits = questions.filter((q, i) => options[i]![pick(options[i]!)] === q.answer).length;
    if (hits > worst[1]) worst = [rule, hits];
  }
  const row: Record<string, string> = {
    setting: name,
    'best option-only rule': `${percent(worst[1], questions.length)} (${worst[0]})`,
  };
  const rates = partialRuleHitRates(questions)!;
  for (const rule of PARTIAL_RULES) row[rule] = percent(rates[rule], 1);
  for (const [rule, pick] of Object.entries(RULES_WHERE_THEY_APPLY)) {
    let applies = 0;
    let hits = 0;
    questions.forEach((q, i) => {
      const index = pick(q.question, options[i]!);
      if (index === null) return;
      applies += 1;
      if (options[i]![index] === q.answer) hits += 1;
    });
    row[rule] = percent(hits, applies);
  }
  const sums = questions.filter((q) => !/[*/]/.test(q.question));
  const named = sums.filter(
    (q) =>
      Object.entries(q.mistakes).filter(([letter, m]) => letter !== q.correct_option && m !== null).length >=
      2,
  );
  row['two of three named (+ −)'] = percent(named.length, sums.length);
  const realistic = sums.filter((q) => {
    const slips = realisticWrongAnswers(q.question);
    return [q.option_a, q.option_b, q.option_c, q.option_d].filter((option) => slips.has(option)).length >= 2;
  });
  row['two of three real slips (+ −)'] = percent(realistic.length, sums.length);
  return row;
});
/* eslint-disable no-console -- printing the table is what a benchmark is for */
console.log(
  `${PARTIAL_RULES.join(', ')}: the share of all the questions the rule alone answers right ` +
    '(chance is 25 %); the rules named in words: of the questions they apply to, the first option left on ties.',
);
console.table(rows);
