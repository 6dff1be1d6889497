import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

describe('reading one exam and one student (§5.14)', () => {
  const context = useTestApp();
  const get = (url: string, who: SignedIn) => context.app.inject({ method: 'GET', url, headers: who.auth });

  let teacher: SignedIn;
  let stranger: SignedIn;
  let pupil: SignedIn;
  let exam: CreatedExam;

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    stranger = await createAdmin(context.app);
    pupil = await createStudent(context.app, teacher, { level: 2, fullname: 'Ravi Kumar' });
    exam = await createExam(context.app, teacher, { title: 'Friday sums', isSingleAttempt: true });
  });

  it('GET /exam/{examId}: the owner sees it with its settings and who took it, a student of its level without them', async () => {
    const asOwner = (await get(`/api/v1/exam/${exam.exam_id}`, teacher)).json().data;
    expect(asOwner).toEqual({
      ...exam,
      total_attended: 0,
      highest_score: null,
      unique_students: 0,
      taking_now: 0,
    });
    const asPupil = (await get(`/api/v1/exam/${exam.exam_id}`, pupil)).json().data;
    const { settings: _settings, students: _students, ...withoutSettings } = exam;
    expect(asPupil).toEqual(withoutSettings);
  });

  it('GET /exam/{examId}: tells its owner who is taking it now, until they hand in', async () => {
    const quiz = await createExam(context.app, teacher, { title: 'Quiz now', isSingleAttempt: true });
    const takingNow = async (): Promise<number> =>
      (await get(`/api/v1/exam/${quiz.exam_id}`, teacher)).json<{ data: { taking_now: number } }>().data
        .taking_now;
    expect(await takingNow()).toBe(0);
    const started = await startAttempt(context.app, pupil, quiz.exam_id);
    expect(started.statusCode).toBe(201);
    expect(await takingNow()).toBe(1);
    const listed = (await get('/api/v1/exam?title=Quiz%20now', teacher)).json().data;
    expect(listed[0].taking_now).toBe(1);
    const { attempt } = started.json().data;
    const answers = (attempt.questions as unknown[]).map(() => null);
    expect((await submitAttempt(context.app, pupil, attempt.attempt_id, answers)).statusCode).toBe(201);
    expect(await takingNow()).toBe(0);
  });

  it('GET /exam/{examId}: tells its owner who took it, as the list of exams does', async () => {
    const sums = await createExam(context.app, teacher, { title: 'Monday sums' });
    await recordResult(context.database.connection.db, sums.exam_id, pupil.id, { score: 12 });
    await recordResult(context.database.connection.db, sums.exam_id, pupil.id, { score: 18 });
    const read = (await get(`/api/v1/exam/${sums.exam_id}`, teacher)).json().data;
    expect(read).toMatchObject({ total_attended: 2, highest_score: 18, unique_students: 1 });
    const listed = (await get('/api/v1/exam?title=Monday', teacher)).json().data;
    expect(read).toEqual(listed[0]);
  });

  it('GET /exam/{examId}: refuses another admin, another level, another teacher’s student and unknown ids', async () => {
    expectError(await get(`/api/v1/exam/${exam.exam_id}`, stranger), 404, 'Exam not found');
    const higher = await createStudent(context.app, teacher, { level: 3 });
    expectError(
      await get(`/api/v1/exam/${exam.exam_id}`, higher),
      403,
      'This exam is for level 2; you are at level 3',
    );
    const outsider = await createStudent(context.app, stranger, { level: 2 });
    expectError(await get(`/api/v1/exam/${exam.exam_id}`, outsider), 404, 'Exam not found');
    expectError(await get('/api/v1/exam/eNoSuchExam000000', teacher), 404);
    expectError(await get('/api/v1/exam/not-an-id', teacher), 400);
  });

  it('GET /student/{studentId}: one of the admin’s students, for that admin only', async () => {
    const read = (await get(`/api/v1/student/${pupil.id}`, teacher)).json().data;
    expect(read).toMatchObject({ student_id: pupil.id, fullname: 'Ravi Kumar', level: 2 });
    // As the list shows them, but for whether they are ready for the next level and how many parents
    // follow them, which only the list says.
    const {
      ready_to_move_up: ready,
      parents_linked: parents,
      ...listed
    } = (await get('/api/v1/student?name=Ravi', teacher)).json().data[0];
    expect(read).toEqual(listed);
    expect(ready).toBe(false);
    expect(parents).toBe(0);
    expectError(await get(`/api/v1/student/${pupil.id}`, stranger), 404, 'Student not found');
    expectError(await get(`/api/v1/student/${pupil.id}`, pupil), 403);
  });
});
