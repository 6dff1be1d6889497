// @driver-neutral: one request at a time; an array's `= any(…)` reads the same on both databases
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { useExamCalls } from '../../helpers/exam-calls.js';
import { submitResult } from '../../helpers/results.js';

/** A practice of +7 with a big friend for level 3, as the formula map makes it. */
const FOCUSED = {
  title: 'Practise +7 with a big friend',
  level: 3,
  abacusMethod: 'big-friends',
  minNumber: 1,
  maxNumber: 9,
  minTerms: 4,
  maxTerms: 4,
  total_questions: 6,
  focus: ['add.big.7'],
};

const UNANSWERED = Array<null>(FOCUSED.total_questions).fill(null);

describe('an exam for some of the children at its level', () => {
  const { context, people, create, read } = useExamCalls(FOCUSED);
  const app = () => context.app;
  const child = (level = 3) => createStudent(app(), people.teacher, { level });
  const patch = (examId: string, payload: object) =>
    app().inject({
      method: 'PATCH',
      url: `/api/v1/exam/${examId}`,
      headers: people.teacher.auth,
      payload,
    });
  const listed = async (student: SignedIn) => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/exam', headers: student.auth });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { exam_id: string }[]).map((exam) => exam.exam_id);
  };
  const readAs = (student: SignedIn, examId: string) =>
    app().inject({ method: 'GET', url: `/api/v1/exam/${examId}`, headers: student.auth });

  it('is listed, read, taken and counted only for the children it names', async () => {
    const [anika, ben, chitra] = [await child(), await child(), await child()];
    const created = await create({ students: [anika.id, ben.id] });
    expect(created.statusCode).toBe(201);
    const { exam } = created.json().data;
    expect(exam.students).toEqual([anika.id, ben.id]);
    expect((await read(exam.exam_id)).students).toEqual([anika.id, ben.id]);

    expect(await listed(anika)).toContain(exam.exam_id);
    expect((await readAs(anika, exam.exam_id)).statusCode).toBe(200);
    expect((await startAttempt(app(), anika, exam.exam_id)).statusCode).toBe(201);
    expect((await submitResult(app(), ben, exam.exam_id, UNANSWERED, 2)).statusCode).toBe(201);

    // For Chitra it does not exist, as another school's exam does not.
    expect(await listed(chitra)).not.toContain(exam.exam_id);
    expectError(await readAs(chitra, exam.exam_id), 404, 'Exam not found');
    expectError(await startAttempt(app(), chitra, exam.exam_id), 404, 'Exam not found');
    expectError(await submitResult(app(), chitra, exam.exam_id, UNANSWERED, 2), 404, 'Exam not found');

    const analytics = await app().inject({
      method: 'GET',
      url: `/api/v1/exam/practice/${exam.exam_id}/analytics`,
      headers: people.teacher.auth,
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().data.analytics).toMatchObject({
      totalEligibleStudents: 2,
      totalStudentsAttempted: 1,
    });

    // An exam that names nobody is every child's at the level, as before.
    const everyone = (await create({ title: 'Level 3 practice' })).json().data.exam;
    expect(everyone.students).toBeNull();
    for (const each of [anika, ben, chitra]) expect(await listed(each)).toContain(everyone.exam_id);
  });

  it('changes whom it is for: one more child, then every child again', async () => {
    const [anika, ben] = [await child(), await child()];
    const { exam } = (await create({ students: [anika.id] })).json().data;
    expect(await listed(ben)).not.toContain(exam.exam_id);

    const added = await patch(exam.exam_id, { students: [anika.id, ben.id] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.exam.students).toEqual([anika.id, ben.id]);
    expect(await listed(ben)).toContain(exam.exam_id);

    const everyone = await patch(exam.exam_id, { students: null });
    expect(everyone.json().data.exam.students).toBeNull();
    const carl = await child();
    expect(await listed(carl)).toContain(exam.exam_id);
  });

  it('names only the teacher’s own children at its level, each once', async () => {
    const [anika, atFour] = [await child(), await child(4)];
    const otherTeacher = await createAdmin(app());
    const theirs = await createStudent(app(), otherTeacher, { level: 3 });

    expectError(
      await create({ students: [anika.id, theirs.id] }),
      400,
      `students: ${theirs.id} is not one of your students`,
    );
    const fourth = await create({ students: [atFour.id] });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toMatch(/ is at level 4, not at this exam's level 3$/);
    expect((await create({ students: [anika.id, anika.id] })).json().message).toContain(
      'must not name a student twice',
    );
    expect((await create({ students: [] })).json().message).toContain('must name at least one student');

    // Moving the exam to level 4 would leave Anika, at level 3, out of it: refused, the exam unchanged.
    const { exam } = (await create({ students: [anika.id] })).json().data;
    const moved = await patch(exam.exam_id, { level: 4 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/ is at level 3, not at this exam's level 4$/);
    expect((await read(exam.exam_id)).level).toBe(3);
  });
});
