import { skillsOf } from '@abacus/generator';
import { describe, expect, it } from 'vitest';
import { createStudent } from '../../helpers/accounts.js';
import { startAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { useExamCalls } from '../../helpers/exam-calls.js';

/** A level 3 drill as the preset sets it: one digit, four rows, big friends. */
const BIG_FRIENDS = {
  level: 3,
  abacusMethod: 'big-friends',
  minNumber: 1,
  maxNumber: 9,
  minTerms: 4,
  maxTerms: 4,
  total_questions: 12,
};

describe('an exam that practises chosen skills (focus)', () => {
  const { context, people, create, regenerate } = useExamCalls(BIG_FRIENDS);
  const questionsOf = async (examId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/exam/${examId}/questions?limit=100`,
      headers: people.teacher.auth,
    });
    expect(response.statusCode).toBe(200);
    const questions = response.json().data as { question: string; skills: Record<string, number> }[];
    // The teacher reads each question's skills, as the generator counts them.
    for (const { question, skills } of questions) expect(skills).toEqual(skillsOf(question));
    return questions.map(({ question }) => question);
  };
  /** Whether the question uses a focus skill in 40 % of its steps. */
  const practises = (question: string, focus: readonly string[]) => {
    const skills = Object.entries(skillsOf(question));
    const steps = skills.reduce((sum, [, uses]) => sum + uses, 0);
    const focused = skills.reduce((sum, [skill, uses]) => sum + (focus.includes(skill) ? uses : 0), 0);
    return focused > 0 && focused >= 0.4 * steps;
  };

  it('makes every question practise the focus, shows the teacher each one’s skills, and regenerates with it or another', async () => {
    const created = await create({ focus: ['sub.big.3', 'add.big.7', 'add.big.7'] });
    expect(created.statusCode).toBe(201);
    const { exam } = created.json().data;
    expect(exam.settings.focus).toEqual(['add.big.7', 'sub.big.3']);
    for (const question of await questionsOf(exam.exam_id)) {
      expect(practises(question, ['add.big.7', 'sub.big.3']), question).toBe(true);
    }

    const kept = await regenerate(exam.exam_id, { total_questions: 8 });
    expect(kept.json().data.exam.settings.focus).toEqual(['add.big.7', 'sub.big.3']);
    const changed = await regenerate(exam.exam_id, { focus: ['add.big.9'] });
    expect(changed.json().data.exam.settings.focus).toEqual(['add.big.9']);
    for (const question of await questionsOf(exam.exam_id)) {
      expect(practises(question, ['add.big.9']), question).toBe(true);
    }
    const cleared = await regenerate(exam.exam_id, { focus: [] });
    expect(cleared.json().data.exam.settings.focus).toEqual([]);
  });

  it('gives each child their own questions, every one practising the focus', async () => {
    const focus = ['add.big.7', 'sub.big.3'];
    const created = await create({ isSingleAttempt: true, questionsPerStudent: true, focus });
    expect(created.statusCode).toBe(201);
    const { exam } = created.json().data;
    for (const level of [3, 3]) {
      const child = await createStudent(context.app, people.teacher, { level });
      const started = await startAttempt(context.app, child, exam.exam_id);
      expect(started.statusCode).toBe(201);
      const { questions } = started.json().data.attempt as { questions: { question: string }[] };
      expect(questions).toHaveLength(12);
      expect(questions[0]).not.toHaveProperty('skills');
      for (const { question } of questions) expect(practises(question, focus), question).toBe(true);
    }
  });

  it('refuses a skill the settings cannot reach, naming it, and a name that is no skill', async () => {
    expectError(
      await create({ abacusMethod: 'small-friends', focus: ['add.big.7'] }),
      400,
      /focus add\.big\.7 is a move the small-friends method does not allow/,
    );
    expectError(
      await create({ abacusMethod: null, focus: ['add.big.7'] }),
      400,
      /focus add\.big\.7 is a soroban formula: give an abacusMethod/,
    );
    const misnamed = await create({ focus: ['add.huge.7'] });
    expectError(misnamed, 400);
    expect(misnamed.json().errors).toEqual([
      { path: 'body.focus.0', message: 'must be a skill such as add.big.7, sub.small.3 or mul.3×7' },
    ]);
    // Reachable by the method, but no four-row question of one digit can make it 40 % of its steps.
    expectError(
      await create({ focus: ['sub.big.4'] }),
      400,
      'No question fits these settings (numbers 1–9, operators + -, 4 terms, abacus method big-friends, focus ' +
        'sub.big.4): none uses its focus in 40 % of its steps; widen the number range, allow more terms or add ' +
        'operators',
    );
  });
});
