// @driver-sensitive: parents linking one child at once on several connections are counted under a row lock
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createParent,
  createStudent,
  login,
  PASSWORD,
  type SignedIn,
} from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { expectError } from '../../helpers/envelope.js';
import { takeExam } from '../../helpers/attempts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { hasPdftotext, pdfPageCount, popplerText } from '../../helpers/pdf.js';
import { middayTimeZone } from '../../helpers/midday.js';

const NOT_LINKED = 'This child is not linked to your account';
const NO_SUCH_CODE = 'No child has this family code: check it with their teacher';
const HOUR = 60 * 60 * 1000;

describe('families', () => {
  const { context, db, get, inject } = useAppCalls();
  let teacher: SignedIn;
  let otherTeacher: SignedIn;

  beforeAll(async () => {
    [teacher, otherTeacher] = await Promise.all([createAdmin(context.app), createAdmin(context.app)]);
    const settings = await inject({
      method: 'PATCH',
      url: '/api/v1/admin/practice',
      headers: teacher.auth,
      payload: { time_zone: middayTimeZone() },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  const drawCode = async (child: SignedIn, who = teacher) => {
    const response = await inject({
      method: 'POST',
      url: `/api/v1/student/${child.id}/family-code`,
      headers: who.auth,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { family_code: string } }>().data.family_code;
  };
  const link = (parent: SignedIn, familyCode: string) =>
    inject({
      method: 'POST',
      url: '/api/v1/parent/children',
      headers: parent.auth,
      payload: { family_code: familyCode },
    });
  const overview = (parent: SignedIn, child: { id: string }) =>
    get(`/api/v1/parent/children/${child.id}`, parent);
  const parentsOf = async (child: SignedIn) => {
    const response = await get(`/api/v1/student/${child.id}/parents`, teacher);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: { family_code: string | null; parents: { parent_id: string; fullname: string }[] };
    }>().data;
  };

  it('registers a parent, who signs in, reads and changes their account, and renews their tokens', async () => {
    const registered = await inject({
      method: 'POST',
      url: '/api/v1/parent/register',
      payload: { fullname: 'Sunita Kumar', username: 'Sunita.K.Fam', password: PASSWORD, email: '' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data.parent).toMatchObject({
      parent_id: expect.stringMatching(/^p/),
      username: 'Sunita.K.Fam',
      email: null,
      language: 'en',
    });
    const taken = await inject({
      method: 'POST',
      url: '/api/v1/parent/register',
      payload: { fullname: 'Another Parent', username: 'sunita.k.fam', password: PASSWORD },
    });
    expectError(taken, 409, 'This username is already taken');

    const parent = await login(context.app, 'parent', 'sunita.k.fam');
    const me = await inject({ method: 'GET', url: '/api/v1/parent/me', headers: parent.auth });
    expect(me.json().data.fullname).toBe('Sunita Kumar');
    const changed = await inject({
      method: 'PATCH',
      url: '/api/v1/parent',
      headers: parent.auth,
      payload: { language: 'hi', email: 'sunita@example.com' },
    });
    expect(changed.json().data.parent).toMatchObject({ language: 'hi', email: 'sunita@example.com' });
    const renewed = await inject({
      method: 'POST',
      url: '/api/v1/parent/token',
      payload: { refreshToken: parent.refreshToken },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);

    // A new password signs every session out.
    const password = await inject({
      method: 'PATCH',
      url: '/api/v1/parent',
      headers: parent.auth,
      payload: { password: 'a-new-password-77', currentPassword: PASSWORD },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/v1/parent/me', headers: parent.auth })).statusCode).toBe(
      401,
    );
    const again = await login(context.app, 'parent', 'sunita.k.fam', 'a-new-password-77');
    const deleted = await inject({ method: 'DELETE', url: '/api/v1/parent', headers: again.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await inject({ method: 'GET', url: '/api/v1/parent/me', headers: again.auth }), 401);
  });

  it("links a child with the family code, typed in any case with dashes, and reads the child's week", async () => {
    const child = await createStudent(context.app, teacher, { level: 2, fullname: 'Asha Verma' });
    const parent = await createParent(context.app);
    const code = await drawCode(child);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);

    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const linked = await link(parent, typed);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().data.child).toMatchObject({
      student_id: child.id,
      fullname: 'Asha Verma',
      level: 2,
      school: 'Meera Sharma',
    });
    expectError(await link(parent, code), 409, 'This child is already linked to your account');

    const exam = await createExam(context.app, teacher, { title: 'Friday test' });
    await recordResult(db(), exam.exam_id, child.id, { score: 16 });
    const dueSoon = await createExam(context.app, teacher, {
      title: 'Due on Thursday',
      isSingleAttempt: true,
      closesAt: new Date(Date.now() + 72 * HOUR).toISOString(),
    });
    await createExam(context.app, teacher, {
      title: 'Due next month',
      isSingleAttempt: true,
      closesAt: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
    });

    const attemptsBefore = await db().execute(
      sql`select count(*)::int as n from attempts where student_id = (select id from students where public_id = ${child.id})`,
    );
    const read = await overview(parent, child);
    expect(read.statusCode, read.body).toBe(200);
    const { data } = read.json();
    expect(data.child.student_id).toBe(child.id);
    expect(data.practice).toMatchObject({
      done_today: false,
      streak: 0,
      daily_goal: 10,
      minutes_this_week: 0,
    });
    expect(data.practice.week.map((day: { weekday: string }) => day.weekday)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'sat',
      'sun',
    ]);
    expect(data.latest_results).toHaveLength(1);
    expect(data.latest_results[0]).toMatchObject({ score: 16, examDetails: { title: 'Friday test' } });
    expect(data.skills.length).toBeGreaterThan(0);
    expect(data.grades).toEqual([]);
    expect(data.tests_due).toEqual([
      expect.objectContaining({ exam_id: dueSoon.exam_id, title: 'Due on Thursday', type: 'assessment' }),
    ]);
    // A parent's read never starts the child's practice for the day.
    const attemptsAfter = await db().execute(
      sql`select count(*)::int as n from attempts where student_id = (select id from students where public_id = ${child.id})`,
    );
    expect(attemptsAfter.rows).toEqual(attemptsBefore.rows);

    const children = await get('/api/v1/parent/children', parent);
    expect(children.json().data.map((c: { student_id: string }) => c.student_id)).toEqual([child.id]);
    expect((await parentsOf(child)).parents.map((p) => p.parent_id)).toEqual([parent.id]);
    // The teacher's list says who is followed at home.
    const roster = await get('/api/v1/student?name=Asha%20Verma', teacher);
    expect(roster.json().data).toEqual([
      expect.objectContaining({ student_id: child.id, parents_linked: 1 }),
    ]);
  });

  it('shows the week the child practised: today done, the streak and the minutes', async () => {
    const child = await createStudent(context.app, teacher, { level: 1 });
    const parent = await createParent(context.app);
    expect((await link(parent, await drawCode(child))).statusCode).toBe(201);
    const today = await get('/api/v1/student/practice/today', child);
    const attemptId = today.json().data.attempt.attempt_id as string;
    const key = await get(`/api/v1/attempt/${attemptId}`, teacher);
    const answers = key.json().data.questions.map((q: { answer: number }) => q.answer);
    await db().execute(
      sql`update attempts set started_at = started_at - interval '4 minutes' where public_id = ${attemptId}`,
    );
    const submitted = await inject({
      method: 'POST',
      url: `/api/v1/attempt/${attemptId}/submit`,
      headers: child.auth,
      payload: { answers },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);

    const { practice } = (await overview(parent, child)).json().data;
    expect(practice).toMatchObject({ done_today: true, streak: 1 });
    expect(practice.minutes_this_week).toBeGreaterThanOrEqual(4);
    expect(practice.week.find((day: { day: string }) => day.day === practice.today).done).toBe(true);
  });

  it("refuses every child that is not linked: another child, another school's, unknown, malformed", async () => {
    const mine = await createStudent(context.app, teacher);
    const classmate = await createStudent(context.app, teacher);
    const elsewhere = await createStudent(context.app, otherTeacher);
    const parent = await createParent(context.app);
    expect((await link(parent, await drawCode(mine))).statusCode).toBe(201);
    await drawCode(elsewhere, otherTeacher);

    expectError(await overview(parent, classmate), 403, NOT_LINKED);
    expectError(await overview(parent, elsewhere), 403, NOT_LINKED);
    expectError(await overview(parent, { id: 's0000000000000000' }), 403, NOT_LINKED);
    expectError(await overview(parent, { id: 'not-an-id' }), 400);
    expectError(
      await inject({
        method: 'DELETE',
        url: `/api/v1/parent/children/${classmate.id}`,
        headers: parent.auth,
      }),
      403,
      NOT_LINKED,
    );
    // Nor do the parent's tokens open any school route, nor a school's tokens the parent's.
    expectError(await get(`/api/v1/result?student=${mine.id}`, parent), 403);
    expectError(await get('/api/v1/student/me', parent), 403);
    expectError(await get(`/api/v1/student/${mine.id}`, parent), 403);
    expectError(await get('/api/v1/exam', parent), 403);
    expectError(await overview(mine, mine), 403, 'Only parents may do this');
    expectError(await overview(teacher, mine), 403, 'Only parents may do this');
    expectError(await link(mine, 'AAAAAAAAAA'), 403);
    // Another teacher can neither draw a code for a child of this school nor see who is linked.
    expectError(
      await inject({
        method: 'POST',
        url: `/api/v1/student/${mine.id}/family-code`,
        headers: otherTeacher.auth,
      }),
      404,
    );
    expectError(await get(`/api/v1/student/${mine.id}/parents`, otherTeacher), 404);
    expectError(
      await inject({
        method: 'DELETE',
        url: `/api/v1/student/${mine.id}/parents/${parent.id}`,
        headers: otherTeacher.auth,
      }),
      404,
    );
  });

  it('stops linking with a rotated or voided code, and stops reading once the teacher unlinks', async () => {
    const child = await createStudent(context.app, teacher);
    const [first, second] = await Promise.all([createParent(context.app), createParent(context.app)]);
    const oldCode = await drawCode(child);
    expect((await link(first, oldCode)).statusCode).toBe(201);
    const newCode = await drawCode(child);
    expect(newCode).not.toBe(oldCode);
    expectError(await link(second, oldCode), 404, NO_SUCH_CODE);
    expect((await parentsOf(child)).family_code).toBe(newCode);

    const voided = await inject({
      method: 'DELETE',
      url: `/api/v1/student/${child.id}/family-code`,
      headers: teacher.auth,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expectError(await link(second, newCode), 404, NO_SUCH_CODE);
    expect((await parentsOf(child)).family_code).toBeNull();

    // The parent linked before the rotation still reads, until the teacher unlinks them.
    expect((await overview(first, child)).statusCode).toBe(200);
    const unlinked = await inject({
      method: 'DELETE',
      url: `/api/v1/student/${child.id}/parents/${first.id}`,
      headers: teacher.auth,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expectError(await overview(first, child), 403, NOT_LINKED);
    expect((await get('/api/v1/parent/children', first)).json().data).toEqual([]);
    expectError(
      await inject({
        method: 'DELETE',
        url: `/api/v1/student/${child.id}/parents/${first.id}`,
        headers: teacher.auth,
      }),
      404,
    );
  });

  it('links at most two parents to a child, however many try at once', async () => {
    const child = await createStudent(context.app, teacher);
    const code = await drawCode(child);
    const parents = await Promise.all([1, 2, 3, 4].map(() => createParent(context.app)));
    const answers = await Promise.all(parents.map((parent) => link(parent, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expectError(refused, 409, 'This child already has 2 parents linked; their teacher can unlink one');
    expect((await parentsOf(child)).parents).toHaveLength(2);
  });

  it('stops reading a child who left the school or whose class closed', async () => {
    const closingTeacher = await createAdmin(context.app);
    const leaving = await createStudent(context.app, teacher);
    const ofClosedClass = await createStudent(context.app, closingTeacher);
    const parent = await createParent(context.app);
    expect((await link(parent, await drawCode(leaving))).statusCode).toBe(201);
    expect((await link(parent, await drawCode(ofClosedClass, closingTeacher))).statusCode).toBe(201);
    expect((await get('/api/v1/parent/children', parent)).json().data).toHaveLength(2);

    const removed = await inject({
      method: 'DELETE',
      url: `/api/v1/student/${leaving.id}`,
      headers: teacher.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Results keep the class: its teacher's account is only closed.
    const exam = await createExam(context.app, closingTeacher);
    await recordResult(db(), exam.exam_id, ofClosedClass.id, { score: 10 });
    const closed = await inject({ method: 'DELETE', url: '/api/v1/admin', headers: closingTeacher.auth });
    expect(closed.statusCode, closed.body).toBe(200);

    expectError(await overview(parent, leaving), 403, NOT_LINKED);
    expectError(await overview(parent, ofClosedClass), 403, NOT_LINKED);
    expect((await get('/api/v1/parent/children', parent)).json().data).toEqual([]);
  });

  it("downloads a linked child's certificate of a passed grade, in the parent's language", async () => {
    const child = await createStudent(context.app, teacher, { level: 3, fullname: 'अनिका शाह' });
    const parent = await createParent(context.app, { language: 'hi' });
    expect((await link(parent, await drawCode(child))).statusCode).toBe(201);
    const exam = await createExam(context.app, teacher, {
      level: 3,
      isSingleAttempt: true,
      total_questions: 5,
      total_marks_per_question: 2,
    });
    const graded = await inject({
      method: 'POST',
      url: '/api/v1/grading',
      headers: teacher.auth,
      payload: {
        title: 'Winter grading',
        grade: '9th kyu',
        level: 3,
        passRule: 'every-section',
        sections: [{ exam_id: exam.exam_id, passMarks: 6, title: 'Sums' }],
      },
    });
    const gradingId = graded.json().data.grading.grading_id as string;
    const url = `/api/v1/parent/children/${child.id}/certificate?grading=${gradingId}`;
    expectError(await get(url, parent), 409, /has not passed/);
    await takeExam(context.app, teacher, child, exam.exam_id, (key) => key);

    const certificate = await get(url, parent);
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(certificate.rawPayload)).toBe(1);
    if (hasPdftotext) {
      const text = popplerText(certificate.rawPayload).replace(/\s+/g, ' ');
      for (const words of ['अनिका शाह', '9th kyu', 'प्रमाण पत्र']) expect(text).toContain(words);
    }
    const grades = (await overview(parent, child)).json().data.grades;
    expect(grades).toEqual([expect.objectContaining({ grading_id: gradingId, grade: '9th kyu' })]);

    // Another parent's child, or this child and another school's grading, get nothing.
    const stranger = await createParent(context.app);
    expectError(await get(url, stranger), 403, NOT_LINKED);
    const elsewhere = await inject({
      method: 'POST',
      url: '/api/v1/grading',
      headers: otherTeacher.auth,
      payload: {
        title: 'Other grading',
        grade: '9th kyu',
        level: 3,
        passRule: 'every-section',
        sections: [
          {
            exam_id: (await createExam(context.app, otherTeacher, { level: 3, isSingleAttempt: true }))
              .exam_id,
            passMarks: 1,
          },
        ],
      },
    });
    const otherId = elsewhere.json().data.grading.grading_id as string;
    expectError(await get(`/api/v1/parent/children/${child.id}/certificate?grading=${otherId}`, parent), 404);
  });

  it("makes a one-page weekly report of the child's week, in the parent's language or the one asked", async () => {
    const child = await createStudent(context.app, teacher, { level: 2, fullname: 'Ravi Kumar' });
    const parent = await createParent(context.app, { language: 'hi' });
    expect((await link(parent, await drawCode(child))).statusCode).toBe(201);
    const exam = await createExam(context.app, teacher, { title: 'Weekly sums' });
    await recordResult(db(), exam.exam_id, child.id, { score: 14 });
    await recordResult(db(), exam.exam_id, child.id, {
      score: 6,
      dateCompleted: new Date(Date.now() - 30 * 24 * HOUR),
    });
    await createExam(context.app, teacher, {
      title: 'Thursday test',
      isSingleAttempt: true,
      closesAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    });

    const report = await get(`/api/v1/parent/children/${child.id}/report`, parent);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toMatch(/weekly-report/);
    expect(await pdfPageCount(report.rawPayload)).toBe(1);
    if (hasPdftotext) {
      const text = popplerText(report.rawPayload).replace(/\s+/g, ' ');
      for (const words of [
        'साप्ताहिक रिपोर्ट',
        'Ravi Kumar',
        'Weekly sums',
        '14 / 20',
        'Thursday test',
        'लगातार 0 दिन',
      ])
        expect(text).toContain(words);
      // Last month's result is not of this week.
      expect(text).not.toContain('6 / 20');
    }
    const english = await get(`/api/v1/parent/children/${child.id}/report?lang=en&week=2026-01-07`, parent);
    expect(english.statusCode, english.body).toBe(200);
    if (hasPdftotext) {
      const text = popplerText(english.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Weekly report');
      expect(text).toContain('The week of 5 January 2026 to 11 January 2026');
      expect(text).toContain('No results this week');
    }
    expectError(await get(`/api/v1/parent/children/${child.id}/report?week=monday`, parent), 400, /week/);
    const stranger = await createParent(context.app);
    expectError(await get(`/api/v1/parent/children/${child.id}/report`, stranger), 403, NOT_LINKED);
  });

  it("draws a class's missing family codes and prints its family slips, a child's name in any script", async () => {
    const school = await createAdmin(context.app, { fullname: 'Meera Iyer' });
    const asha = await createStudent(context.app, school, { level: 2, fullname: 'Asha Verma' });
    const anika = await createStudent(context.app, school, { level: 2, fullname: 'अनिका शाह' });
    const kabir = await createStudent(context.app, school, { level: 3, fullname: 'Kabir Shah' });
    const slips = (query = '') => get(`/api/v1/student/family-slips${query}`, school);
    const drawAll = (payload: object) =>
      inject({ method: 'POST', url: '/api/v1/student/family-codes', headers: school.auth, payload });
    expectError(await slips(), 409, /No student here has a family code yet/);

    const ashasOwn = await drawCode(asha, school);
    const drawn = await drawAll({ level: 2 });
    expect(drawn.json().data).toEqual({ message: 'Family codes drawn Successfully', drawn: 1 });
    expect((await drawAll({ level: 2 })).json().data.drawn).toBe(0);
    const ofSchool = async (child: SignedIn) =>
      (await get(`/api/v1/student/${child.id}/parents`, school)).json().data.family_code as string | null;
    expect(await ofSchool(asha)).toBe(ashasOwn);
    const anikasCode = await ofSchool(anika);
    expect(anikasCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(await ofSchool(kabir)).toBeNull();

    const printed = await slips('?level=2&lang=hi');
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(printed.rawPayload)).toBe(1);
    if (hasPdftotext) {
      const text = popplerText(printed.rawPayload).replace(/\s+/g, ' ');
      for (const words of [
        'Meera Iyer',
        'Asha Verma के परिवार के लिए',
        'अनिका शाह',
        'परिवार कोड',
        '/app/sign-up/parent',
      ])
        expect(text).toContain(words);
      expect(text).toContain(`${anikasCode!.slice(0, 4)} ${anikasCode!.slice(4, 8)} ${anikasCode!.slice(8)}`);
      expect(text).not.toContain('Kabir Shah');
    }
    expect((await drawAll({})).json().data.drawn).toBe(1);
    expectError(await drawAll({ level: 11 }), 400, /level/);
    // Another school's slips are its own: a teacher whose children have no code gets none of these.
    expectError(await get('/api/v1/student/family-slips', await createAdmin(context.app)), 409);
    expectError(await get('/api/v1/student/family-slips', anika), 403);
  });

  it('refuses malformed codes and bodies with the field named', async () => {
    const parent = await createParent(context.app);
    expectError(await link(parent, 'short'), 400, /family_code/);
    expectError(await link(parent, 'O0O0O0O0O0'), 400, /family_code/);
    const extra = await inject({
      method: 'POST',
      url: '/api/v1/parent/children',
      headers: parent.auth,
      payload: { family_code: 'AAAAAAAAAA', student_id: 's0000000000000000' },
    });
    expectError(extra, 400);
    const language = await inject({
      method: 'PATCH',
      url: '/api/v1/parent',
      headers: parent.auth,
      payload: { language: 'fr' },
    });
    expectError(language, 400, /language: must be en or hi/);
  });
});

describe('family codes guessed', () => {
  const { context, inject } = useAppCalls({ env: { LOGIN_RATE_LIMIT_MAX: '3' } });

  it('stops a parent who keeps sending codes that link no child', async () => {
    const parent = await createParent(context.app);
    const guess = () =>
      inject({
        method: 'POST',
        url: '/api/v1/parent/children',
        headers: parent.auth,
        payload: { family_code: 'ABCDEFGHJK' },
      });
    for (let i = 0; i < 3; i++) expectError(await guess(), 404, NO_SUCH_CODE);
    const stopped = await guess();
    expectError(stopped, 429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
  });
});
