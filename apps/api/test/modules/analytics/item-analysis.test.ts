import { beforeAll, describe, expect, it } from 'vitest';
import { MISTAKES, type Mistake } from '@abacus/generator';
import { OPTION_LETTERS, type OptionLetter } from '../../../src/domain/answers.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { answerKeyOf, createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';

/**
 * The questions are generated, so their keys are not known in advance: a fixture's answer names the
 * correct option (K), a wrong one (W1–W3: the wrong letters in alphabetical order) or a skip (-).
 */
type Pick = 'K' | 'W1' | 'W2' | 'W3' | '-';
const wrongLetters = (key: OptionLetter) => OPTION_LETTERS.filter((letter) => letter !== key);
const letterOf = (key: OptionLetter, pick: Pick): OptionLetter | null =>
  pick === 'K' ? key : pick === '-' ? null : wrongLetters(key)[Number(pick[1]) - 1]!;

/** The `chosen` block of a question whose picks were counted as `counts` (the rest: 0). */
function chosenOf(key: OptionLetter, counts: Partial<Record<Pick, number>>) {
  const chosen = { a: 0, b: 0, c: 0, d: 0, none: counts['-'] ?? 0 };
  for (const pick of ['K', 'W1', 'W2', 'W3'] as const) chosen[letterOf(key, pick)!] = counts[pick] ?? 0;
  return chosen;
}

/**
 * The mistake a question's wrong answers stood for most (ties → the earlier in the list of mistakes), and how
 * many stood for each, from the wrong letters chosen and what each option stands for.
 */
function mistakesOf(wrong: OptionLetter[], mistakes: Record<OptionLetter, Mistake | null>) {
  const made = new Map<Mistake, number>();
  for (const letter of wrong) {
    const mistake = mistakes[letter];
    if (mistake) made.set(mistake, (made.get(mistake) ?? 0) + 1);
  }
  const most = [...made].sort(([a, x], [b, y]) => y - x || MISTAKES.indexOf(a) - MISTAKES.indexOf(b))[0];
  return { made, most: most ? { mistake: most[0], results: most[1] } : null };
}

/** Six results of four questions, one row each (the same class as the OpenAPI example). */
const FIXTURE: Pick[][] = [
  ['K', 'K', 'K', 'K'],
  ['K', 'W2', 'K', 'W1'],
  ['K', 'W2', 'K', '-'],
  ['W1', 'K', 'K', 'K'],
  ['-', 'W1', 'K', 'W3'],
  ['K', 'K', 'W1', '-'],
];

describe('item analysis (#42)', () => {
  const { context, inject, db, get } = useAppCalls();
  const analyticsOf = (examId: string, who: SignedIn | undefined = owner) =>
    get(`/api/v1/exam/${examId}/questions/analytics`, who);
  type AskedQuestion = Record<`option_${OptionLetter}`, number> & { question: string };
  /**
   * Takes the exam through an attempt choosing `answers` (in the exam's order and letters): the attempt
   * shows the questions and their options shuffled, so each choice is found there by its question and
   * its number.
   */
  const submit = async (who: SignedIn, examId: string, answers: (OptionLetter | null)[]) => {
    const inExam = (await get(`/api/v1/exam/${examId}/questions`, owner)).json().data as AskedQuestion[];
    const attemptId = (await startAttempt(context.app, who, examId)).json().data.attempt.attempt_id;
    const shown = (await get(`/api/v1/attempt/${attemptId}`, owner)).json().data.questions as AskedQuestion[];
    const chosen = shown.map((question) => {
      const index = inExam.findIndex((asked) => asked.question === question.question);
      const letter = answers[index];
      if (!letter) return null;
      return OPTION_LETTERS.find(
        (each) => question[`option_${each}`] === inExam[index]![`option_${letter}`],
      )!;
    });
    return submitAttempt(context.app, who, attemptId, chosen);
  };

  let owner: SignedIn;
  let other: SignedIn;
  let pupils: SignedIn[];
  let assessment: CreatedExam;
  let key: OptionLetter[];

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    pupils = [];
    for (let n = 0; n < 9; n++) pupils.push(await createStudent(context.app, owner, { level: 2 }));
    assessment = await createExam(context.app, owner, {
      isSingleAttempt: true,
      questionsPerStudent: false,
      total_questions: 4,
      total_marks_per_question: 1,
    });
    key = await answerKeyOf(context.app, owner, assessment.exam_id);
    for (const [n, row] of FIXTURE.entries()) {
      const answers = row.map((pick, position) => letterOf(key[position]!, pick));
      expect((await submit(pupils[n]!, assessment.exam_id, answers)).statusCode).toBe(201);
    }
    // A score-only result says nothing about the questions.
    await recordResult(db(), assessment.exam_id, pupils[6]!.id, { score: 3 });
  });

  const examSummary = (exam: CreatedExam) => {
    const { settings: _settings, students: _students, ...summary } = exam;
    return summary;
  };

  it('tallies how the results answered each question, in order', async () => {
    const response = await analyticsOf(assessment.exam_id);
    expect(response.statusCode).toBe(200);
    const listed = await get(`/api/v1/exam/${assessment.exam_id}/questions`, owner);
    const listedQuestion = (position: number) =>
      (listed.json().data as { question: string; mistakes: Record<OptionLetter, Mistake | null> }[])[
        position - 1
      ]!;
    const made = Object.fromEntries(MISTAKES.map((mistake) => [mistake, 0])) as Record<Mistake, number>;
    const question = (position: number) => {
      const { mistakes } = listedQuestion(position);
      const k = key[position - 1]!;
      const wrong = FIXTURE.map((row) => row[position - 1]!)
        .filter((pick) => pick !== 'K' && pick !== '-')
        .map((pick) => letterOf(k, pick)!);
      const counted = mistakesOf(wrong, mistakes);
      for (const [mistake, count] of counted.made) made[mistake] += count;
      return {
        position,
        question: listedQuestion(position).question,
        correct_option: k,
        mistakes,
        mostMadeMistake: counted.most,
      };
    };
    const questions = [1, 2, 3, 4].map(question);
    // The generator names a mistake for at least two wrong options of every question.
    for (const { mistakes } of questions) {
      expect(Object.values(mistakes).filter((mistake) => mistake !== null).length).toBeGreaterThanOrEqual(2);
    }
    const [k1, k2, k3, k4] = key as [OptionLetter, OptionLetter, OptionLetter, OptionLetter];

    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      data: {
        exam: examSummary(assessment),
        analytics: {
          questions_version: 1,
          perStudent: false,
          // six with answers; the score-only result is left out
          results: 6,
          mistakesMade: made,
          questions: [
            // K K K W1 - K: 4 of 6 = 66.666… → 66.67 (the skip counts as not correct)
            {
              ...questions[0],
              answered: 5,
              correctPercentage: 66.67,
              chosen: chosenOf(k1, { K: 4, W1: 1, '-': 1 }),
              mostChosenWrong: letterOf(k1, 'W1'),
              mostWrittenWrong: null,
            },
            // K W2 W2 K W1 K: 3 of 6 = 50; W2 twice beats W1 once
            {
              ...questions[1],
              answered: 6,
              correctPercentage: 50,
              chosen: chosenOf(k2, { K: 3, W1: 1, W2: 2 }),
              mostChosenWrong: letterOf(k2, 'W2'),
              mostWrittenWrong: null,
            },
            // K K K K K W1: 5 of 6 = 83.333… → 83.33
            {
              ...questions[2],
              answered: 6,
              correctPercentage: 83.33,
              chosen: chosenOf(k3, { K: 5, W1: 1 }),
              mostChosenWrong: letterOf(k3, 'W1'),
              mostWrittenWrong: null,
            },
            // K W1 - K W3 -: 2 of 6 = 33.333… → 33.33; W1 and W3 once each → the earlier letter, W1
            {
              ...questions[3],
              answered: 4,
              correctPercentage: 33.33,
              chosen: chosenOf(k4, { K: 2, W1: 1, W3: 1, '-': 2 }),
              mostChosenWrong: letterOf(k4, 'W1'),
              mostWrittenWrong: null,
            },
          ],
        },
      },
    });
  });

  it('describes the new questions after a regeneration, from the results given to them', async () => {
    const drill = await createExam(context.app, owner, { total_questions: 3, total_marks_per_question: 1 });
    const oldKey = await answerKeyOf(context.app, owner, drill.exam_id);
    expect((await submit(pupils[7]!, drill.exam_id, oldKey)).statusCode).toBe(201);

    const regenerated = await inject({
      method: 'PATCH',
      url: `/api/v1/exam/${drill.exam_id}/questions`,
      headers: owner.auth,
      payload: { total_questions: 2 },
    });
    expect(regenerated.statusCode).toBe(200);
    const before = (await analyticsOf(drill.exam_id)).json().data.analytics;
    // The answers to version 1 say nothing about version 2's questions.
    expect(before).toEqual({
      questions_version: 2,
      perStudent: false,
      results: 0,
      mistakesMade: Object.fromEntries(MISTAKES.map((mistake) => [mistake, 0])),
      questions: [1, 2].map((position) => ({
        position,
        question: expect.any(String),
        correct_option: expect.stringMatching(/^[abcd]$/),
        answered: 0,
        correctPercentage: null,
        chosen: { a: 0, b: 0, c: 0, d: 0, none: 0 },
        mostChosenWrong: null,
        mostWrittenWrong: null,
        mistakes: expect.any(Object),
        mostMadeMistake: null,
      })),
    });

    // A practice exam counts every attempt: the same student twice.
    const newKey = await answerKeyOf(context.app, owner, drill.exam_id);
    expect((await submit(pupils[7]!, drill.exam_id, [newKey[0]!, null])).statusCode).toBe(201);
    expect((await submit(pupils[7]!, drill.exam_id, [newKey[0]!, newKey[1]!])).statusCode).toBe(201);
    const after = (await analyticsOf(drill.exam_id)).json().data.analytics;
    expect(after.results).toBe(2);
    expect(after.questions.map((q: { correct_option: string }) => q.correct_option)).toEqual(newKey);
    expect(after.questions.map((q: { correctPercentage: number }) => q.correctPercentage)).toEqual([100, 50]);
    expect(after.questions[1]).toMatchObject({ answered: 1, mostChosenWrong: null });
    expect(after.questions[1].chosen.none).toBe(1);
  });

  it("keeps a deleted exam's item analysis readable", async () => {
    const retired = await createExam(context.app, owner, { total_questions: 2, total_marks_per_question: 1 });
    const retiredKey = await answerKeyOf(context.app, owner, retired.exam_id);
    const wrong = letterOf(retiredKey[1]!, 'W3');
    expect((await submit(pupils[8]!, retired.exam_id, [retiredKey[0]!, wrong])).statusCode).toBe(201);
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/v1/exam/${retired.exam_id}`,
      headers: owner.auth,
    });
    expect(deleted.json().data.permanently).toBe(false);

    const response = await analyticsOf(retired.exam_id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.exam).toMatchObject({ exam_id: retired.exam_id, is_deleted: true });
    expect(response.json().data.analytics.questions.map((q: object) => q)).toMatchObject([
      { correctPercentage: 100, mostChosenWrong: null },
      { correctPercentage: 0, mostChosenWrong: wrong },
    ]);
  });

  describe('errors', () => {
    it("answers another admin's exam as an unknown one (404)", async () => {
      expectError(await analyticsOf(assessment.exam_id, other), 404, 'Exam not found');
      expectError(await analyticsOf('eUnknownExam00000'), 404, 'Exam not found');
    });

    it('refuses a malformed exam id (400)', async () => {
      for (const examId of ['x1', pupils[0]!.id]) {
        const response = await analyticsOf(examId);
        expectError(response, 400);
        expect(response.json().errors).toEqual([{ path: 'params.examId', message: expect.any(String) }]);
      }
    });

    it('is for admins (403) with a token (401)', async () => {
      expectError(await analyticsOf(assessment.exam_id, pupils[0]), 403, 'Only admins may do this');
      expectError(await get(`/api/v1/exam/${assessment.exam_id}/questions/analytics`), 401);
    });
  });
});
