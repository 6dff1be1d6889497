import { expect } from 'vitest';
import type { GeneratedExam, GeneratorSettings } from '../../src/index.js';
import { resolveSettings } from '../../src/settings.js';
import { evaluate, type Evaluation } from './evaluate.js';
import { explains } from './bead-mistakes.js';

const LETTERS = ['a', 'b', 'c', 'd'] as const;

/**
 * Asserts every guarantee of the generator that one exam can show and returns the evaluations for more checks.
 * Problems are collected and asserted once: an `expect` per number would dominate the property run's time.
 */
export function checkExam(settings: GeneratorSettings, exam: GeneratedExam): Evaluation[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  const allowed = new Set<string>(settings.operators);
  // The range every number keeps to, whichever way the settings give it.
  const { minTerms, minNumber, maxNumber } = resolveSettings(settings);
  check(exam.questions.length === settings.totalQuestions, `${exam.questions.length} questions`);
  check(new Set(exam.questions.map((q) => q.question)).size === exam.questions.length, 'duplicate questions');
  check(settings.seed === undefined || exam.seed === settings.seed, `seed ${exam.seed}`);

  const evaluations = exam.questions.map((q) => {
    const evaluation = evaluate(q.question, settings.negativeAnswers === true);
    const { numbers, operators } = evaluation;
    check(
      q.answer === evaluation.value,
      `${q.question}: answer ${q.answer}, evaluates to ${evaluation.value}`,
    );
    check(
      numbers.length >= minTerms && numbers.length <= settings.maxTerms,
      `${q.question}: ${numbers.length} terms`,
    );
    check(
      numbers.every((n) => n >= minNumber && n <= maxNumber),
      `${q.question}: a number out of range`,
    );
    check(
      operators.every((operator) => allowed.has(operator)),
      `${q.question}: an operator not chosen`,
    );
    check(q.marks === settings.marksPerQuestion, `${q.question}: ${q.marks} marks`);
    if (q.correct_option === null) {
      const none = [q.option_a, q.option_b, q.option_c, q.option_d, q.mistakes].every(
        (each) => each === null,
      );
      check(settings.answerMode === 'typed' && none, `${q.question}: typed with options, or not asked for`);
      return evaluation;
    }
    check(settings.answerMode !== 'typed', `${q.question}: options on a typed question`);

    const options = [q.option_a, q.option_b, q.option_c, q.option_d];
    const shown = `${q.question} = ${q.answer}, options ${options.join(', ')}`;
    check(new Set(options).size === 4, `${shown}: repeated option`);
    check(
      options.every(
        (option) => Number.isSafeInteger(option) && (option >= 0 || settings.negativeAnswers === true),
      ),
      `${shown}: negative or fractional option`,
    );
    check(options.filter((option) => option === q.answer).length === 1, `${shown}: answer not exactly once`);
    check(
      options[LETTERS.indexOf(q.correct_option)] === q.answer,
      `${shown}: correct_option ${q.correct_option}`,
    );
    const wrong = options.filter((option) => option !== q.answer);
    const crossed = wrong.some((r, i) => {
      const [p, s] = wrong.filter((_, j) => j !== i) as [number, number];
      return r === p + s - q.answer;
    });
    const neighbours = wrong.every((option) => Math.abs(option - q.answer) <= 3);
    check(crossed || neighbours, `${shown}: neither two mistakes crossed nor the numbers next to the answer`);
    check(q.mistakes[q.correct_option] === null, `${shown}: a mistake named for the answer`);
    for (const letter of LETTERS) {
      const mistake = q.mistakes[letter];
      const option = options[LETTERS.indexOf(letter)]!;
      if (mistake !== null && !explains(q.question, q.answer, option, mistake)) {
        problems.push(`${shown}: ${option} is not a ${mistake} mistake`);
      }
    }
    return evaluation;
  });
  expect(problems).toEqual([]);
  return evaluations;
}
