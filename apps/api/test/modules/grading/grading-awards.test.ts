import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt, takeExam } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, wrongOption } from '../../helpers/exams.js';
import { hasPdftotext, popplerText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

/** A section: ten questions of two marks, an assessment of level 3: 20 marks. */
const SECTION = { level: 3, isSingleAttempt: true, total_questions: 10, total_marks_per_question: 2 };
/** Given highest first: they come back lowest first. */
const AWARDS = [
  { grade: 'Gold', minMarks: 18 },
  { grade: 'Silver', minMarks: 14 },
  { grade: 'Bronze', minMarks: 10 },
];

type Key = ('a' | 'b' | 'c' | 'd')[];
const answering = (right: number) => (key: Key) =>
  key.map((correct, index) => (index < right ? correct : wrongOption(correct)));

describe('grades awarded by score', () => {
  const context = useTestApp();
  let teacher: SignedIn;
  let section: string;

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
    context.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
  const create = (overrides: Record<string, unknown> = {}) =>
    call('POST', '/api/v1/grading', teacher, {
      title: 'Medal test',
      grade: 'Medal',
      level: 3,
      passRule: 'total',
      awards: AWARDS,
      sections: [{ exam_id: section, passMarks: 10 }],
      ...overrides,
    });

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    section = (await createExam(context.app, teacher, { ...SECTION, title: 'Medal paper' })).exam_id;
  });

  it('awards the highest grade a total reaches, the lowest being the pass mark', async () => {
    const made = await create();
    expect(made.statusCode, made.body).toBe(201);
    const grading = made.json().data.grading;
    expect(grading).toMatchObject({
      passRule: 'total',
      totalPassMarks: 10,
      fullMarks: 20,
      awards: [
        { grade: 'Bronze', minMarks: 10 },
        { grade: 'Silver', minMarks: 14 },
        { grade: 'Gold', minMarks: 18 },
      ],
    });
    const url = `/api/v1/grading/${grading.grading_id}`;
    // 7 right: 14 marks, silver; 10 right: gold; 4 right: 8, below bronze (a near pass: 2 of 20 below 10).
    const earned: Record<string, string | null> = {};
    for (const [name, right] of [
      ['Silver Sam', 7],
      ['Gold Gita', 10],
      ['Nearly Neha', 4],
    ] as const) {
      const child = await createStudent(context.app, teacher, { level: 3, fullname: name });
      expect((await call('GET', url, child)).json().data.standing).toMatchObject({
        outcome: 'pending',
        award: null,
      });
      await takeExam(context.app, teacher, child, section, answering(right));
      const standing = (await call('GET', url, child)).json().data.standing;
      earned[name] = standing.award;
      const history = (await call('GET', '/api/v1/student/grades', child)).json().data;
      expect(history).toEqual([expect.objectContaining({ grade: 'Medal', award: standing.award })]);
      const certificate = await call('GET', `${url}/certificate?lang=en`, child);
      if (standing.award === null) {
        expect(standing.outcome).toBe('near-pass');
        expectError(
          certificate,
          409,
          `A certificate is given for a passed grade: ${name} has not passed Medal`,
        );
        continue;
      }
      expect(standing.outcome).toBe('pass');
      expect(certificate.statusCode, certificate.body).toBe(200);
      // The certificate names the grade earned, in its file name too.
      expect(certificate.headers['content-disposition']).toContain(
        `certificate-${standing.award.toLowerCase()}-`,
      );
      if (hasPdftotext) {
        const text = popplerText(certificate.rawPayload).replace(/\s+/g, ' ');
        expect(text).toContain(standing.award);
        expect(text).not.toContain('Medal,');
      }
    }
    expect(earned).toEqual({ 'Silver Sam': 'Silver', 'Gold Gita': 'Gold', 'Nearly Neha': null });
    const results = (await call('GET', `${url}/results`, teacher)).json().data;
    expect(results.map((row: { award: string | null }) => row.award)).toEqual(['Gold', null, 'Silver']);
  });

  it('refuses awards without the total rule, beyond the full marks, twice at one mark or one grade, or off the pass mark', async () => {
    expectError(
      await create({ passRule: 'every-section' }),
      400,
      'awards: grades by score need passRule total, the total deciding the grade',
    );
    expectError(
      await create({ awards: [{ grade: 'Gold', minMarks: 21 }] }),
      400,
      "awards[0].minMarks: must be at most the sections' full marks together (20)",
    );
    expectError(
      await create({ awards: [...AWARDS, { grade: 'Platinum', minMarks: 14 }] }),
      400,
      'awards[3].minMarks: another grade is awarded at 14 marks',
    );
    expectError(
      await create({ awards: [...AWARDS, { grade: 'Gold', minMarks: 20 }] }),
      400,
      'awards[3].grade: “Gold” is awarded at other marks already',
    );
    expectError(
      await create({ totalPassMarks: 12 }),
      400,
      'totalPassMarks: with awards a pass is the lowest award, at 10 marks; leave it out or make it 10',
    );
    expect((await create({ totalPassMarks: 10 })).statusCode).toBe(201);
    const none = await create({ awards: [] });
    expectError(none, 400);
    expect(none.json().errors).toContainEqual(expect.objectContaining({ path: 'body.awards' }));
  });
});

describe('the anzan kentei’s 7th–10th kyu', () => {
  const context = useTestApp();

  it('is one paper of 50 one-digit sums in 12 minutes, awarding the kyu by score, on a certificate in Hindi too', async () => {
    const teacher = await createAdmin(context.app);
    const templates = (
      await context.app.inject({ method: 'GET', url: '/api/v1/grading/templates', headers: teacher.auth })
    ).json().data;
    const template = templates.find((each: { key: string }) => each.key === 'jcci-anzan-7-10-kyu');
    expect(template).toMatchObject({
      grade: 'Anzan 7th–10th kyu',
      passRule: 'total',
      totalPassMarks: 250,
      fullMarks: 500,
      awards: [
        { grade: 'Anzan 10th kyu', minMarks: 250 },
        { grade: 'Anzan 9th kyu', minMarks: 300 },
        { grade: 'Anzan 8th kyu', minMarks: 350 },
        { grade: 'Anzan 7th kyu', minMarks: 400 },
      ],
      source: { url: 'https://www.shuzan.jp/kentei/anzan' },
      sections: [{ duration: 12, passMarks: 250, fullMarks: 500 }],
    });
    const made = await context.app.inject({
      method: 'POST',
      url: '/api/v1/grading/from-template',
      headers: teacher.auth,
      payload: { template: 'jcci-anzan-7-10-kyu', level: 4, is_active: true },
    });
    expect(made.statusCode, made.body).toBe(201);
    const grading = made.json().data.grading;
    expect(grading.awards).toEqual(template.awards);
    const examId = grading.sections[0].exam.exam_id as string;

    const child = await createStudent(context.app, teacher, { level: 4, fullname: 'Ishaan Rao' });
    const started = await startAttempt(context.app, child, examId);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json().data.attempt;
    expect(attempt.exam).toMatchObject({ duration: 12, answerMode: 'typed' });
    const attemptId = attempt.attempt_id as string;
    const owned = await context.app.inject({
      method: 'GET',
      url: `/api/v1/attempt/${attemptId}`,
      headers: teacher.auth,
    });
    const questions = owned.json().data.questions as { question: string; answer: number }[];
    expect(questions).toHaveLength(50);
    for (const { question } of questions) {
      // Three to five one-digit numbers, added.
      expect(question).toMatch(/^[1-9]( \+ [1-9]){2,4}$/);
    }
    // 36 of 50 right: 360 marks, 8th kyu.
    const answers = questions.map(({ answer }, index) => (index < 36 ? answer : answer + 1));
    const submitted = await submitAttempt(context.app, child, attemptId, answers);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const url = `/api/v1/grading/${grading.grading_id}`;
    const read = await context.app.inject({ method: 'GET', url, headers: child.auth });
    expect(read.json().data.standing).toMatchObject({ outcome: 'pass', total: 360, award: 'Anzan 8th kyu' });
    if (!hasPdftotext) return;
    for (const [lang, words] of [
      ['en', 'Anzan 8th kyu'],
      ['hi', 'मानसिक गणित 8वाँ क्यू (暗算8級)'],
    ] as const) {
      const certificate = await context.app.inject({
        method: 'GET',
        url: `${url}/certificate?lang=${lang}`,
        headers: child.auth,
      });
      expect(certificate.statusCode, certificate.body).toBe(200);
      expect(decodeURIComponent(certificate.headers['content-disposition'] as string)).toContain(
        `certificate-${words.toLowerCase().replaceAll(' ', '-').replace(/[()]/g, '')}-`,
      );
      expect(popplerText(certificate.rawPayload).replace(/\s+/g, ' ')).toContain(words);
    }
  });
});
