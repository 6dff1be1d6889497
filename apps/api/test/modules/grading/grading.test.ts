import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { startAttempt, submitAttempt, takeExam } from '../../helpers/attempts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam, wrongOption } from '../../helpers/exams.js';
import { hasPdftotext, pdfPageCount, popplerText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

/** A section: ten questions of two marks, an assessment of level 3. */
const SECTION = { level: 3, isSingleAttempt: true, total_questions: 10, total_marks_per_question: 2 };

type Key = ('a' | 'b' | 'c' | 'd')[];
/** Answers `right` of the questions right, the rest wrong. */
const answering = (right: number) => (key: Key) =>
  key.map((correct, index) => (index < right ? correct : wrongOption(correct)));

describe('grading examinations', () => {
  const context = useTestApp();
  let teacher: SignedIn;
  let child: SignedIn;
  let sections: string[];

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    context.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
  const gradingBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Spring grading',
    grade: '8th kyu',
    level: 3,
    passRule: 'every-section',
    sections: sections.map((exam_id, index) => ({ exam_id, passMarks: 14, title: `Part ${index + 1}` })),
    ...overrides,
  });
  const createGrading = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/v1/grading', teacher, gradingBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.grading as { grading_id: string; sections: { exam: { exam_id: string } }[] };
  };

  beforeAll(async () => {
    teacher = await createAdmin(context.app, { fullname: 'Meera Iyer' });
    child = await createStudent(context.app, teacher, { level: 3, fullname: 'अनिका शाह' });
    sections = [];
    for (const title of ['Addition', 'Subtraction', 'Mixed']) {
      sections.push((await createExam(context.app, teacher, { ...SECTION, title })).exam_id);
    }
  });

  it('makes a grading of the teacher’s assessments, each section with its pass mark and full marks', async () => {
    const response = await call(
      'POST',
      '/api/v1/grading',
      teacher,
      gradingBody({ school: 'Sunrise Abacus' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      message: 'Grading created Successfully',
      grading: {
        title: 'Spring grading',
        grade: '8th kyu',
        level: 3,
        school: 'Sunrise Abacus',
        passRule: 'every-section',
        totalPassMarks: null,
        nearPassPercent: 10,
        template: null,
        source: null,
        fullMarks: 60,
        is_deleted: false,
        sections: sections.map((exam_id, index) => ({
          position: index + 1,
          title: `Part ${index + 1}`,
          passMarks: 14,
          fullMarks: 20,
          exam: { exam_id, duration: 30, total_questions: 10, is_active: true, is_deleted: false },
        })),
      },
    });
  });

  it('names the teacher as the school when none is given', async () => {
    const grading = await createGrading();
    expect(grading).toMatchObject({ school: 'Meera Iyer' });
  });

  it('refuses a section that is practice, of another level, twice, or with a pass mark above its marks', async () => {
    const practice = await createExam(context.app, teacher, { ...SECTION, isSingleAttempt: false });
    const otherLevel = await createExam(context.app, teacher, { ...SECTION, level: 4 });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ sections: [{ exam_id: practice.exam_id, passMarks: 10 }] }, /sections\[0\]: .* is practice/],
      [
        { sections: [{ exam_id: otherLevel.exam_id, passMarks: 10 }] },
        /is for level 4, the grading for level 3/,
      ],
      [
        {
          sections: [
            { exam_id: sections[0], passMarks: 10 },
            { exam_id: sections[0], passMarks: 10 },
          ],
        },
        /sections\[1\]: .* already a section/,
      ],
      [
        { sections: [{ exam_id: sections[0], passMarks: 21 }] },
        /passMarks: must be at most the section's full marks \(20\)/,
      ],
      [{ passRule: 'total' }, /the total rule needs the marks/],
      [{ totalPassMarks: 40 }, /only the total rule has one/],
      [{ passRule: 'total', totalPassMarks: 61 }, /at most the sections' full marks together \(60\)/],
      [{ sections: [] }, /at least one section/],
    ];
    for (const [overrides, message] of refusals) {
      expectError(await call('POST', '/api/v1/grading', teacher, gradingBody(overrides)), 400, message);
    }
  });

  it('keeps graders to their own exams and gradings', async () => {
    const other = await createAdmin(context.app);
    const theirs = await createExam(context.app, other, SECTION);
    expectError(
      await call(
        'POST',
        '/api/v1/grading',
        teacher,
        gradingBody({ sections: [{ exam_id: theirs.exam_id, passMarks: 5 }] }),
      ),
      404,
      'Exam not found',
    );
    expectError(
      await call(
        'POST',
        '/api/v1/grading',
        teacher,
        gradingBody({ sections: [{ exam_id: 'eUnknownExam000', passMarks: 5 }] }),
      ),
      404,
    );
    const grading = await createGrading();
    // Another admin's grading is answered as an unknown one: a 403 would tell that the id exists.
    expectError(await call('GET', `/api/v1/grading/${grading.grading_id}`, other), 404, 'Grading not found');
    expectError(await call('GET', `/api/v1/grading/${grading.grading_id}/results`, other), 404);
    const stranger = await createStudent(context.app, other, { level: 3 });
    expectError(await call('GET', `/api/v1/grading/${grading.grading_id}`, stranger), 404);
    const anotherLevel = await createStudent(context.app, teacher, { level: 5 });
    expectError(await call('GET', `/api/v1/grading/${grading.grading_id}`, anotherLevel), 403);
    const list = await call('GET', '/api/v1/grading', anotherLevel);
    expect(list.json().data).toEqual([]);
  });

  it('grades a child section by section, passed and failed, and records the grade once every section is sat', async () => {
    const own: string[] = [];
    for (const title of ['Addition', 'Subtraction', 'Mixed']) {
      own.push((await createExam(context.app, teacher, { ...SECTION, title })).exam_id);
    }
    const grading = await createGrading({
      grade: '7th kyu',
      sections: own.map((exam_id, index) => ({ exam_id, passMarks: 14, title: `Part ${index + 1}` })),
    });
    const url = `/api/v1/grading/${grading.grading_id}`;
    const sitter = await createStudent(context.app, teacher, { level: 3, fullname: 'Ravi Kumar' });
    // 9 of 10 right: 18 of 20, passed; 6 right: 12, a near pass (10 % of 20 below 14); 3 right: 6, failed.
    await takeExam(context.app, teacher, sitter, own[0]!, answering(9));
    const read = await call('GET', url, sitter);
    expect(read.statusCode).toBe(200);
    const partway = read.json().data.standing;
    expect(partway).toMatchObject({
      outcome: 'pending',
      total: 18,
      completedAt: null,
      sections: [
        { position: 1, score: 18, outcome: 'pass' },
        { position: 2, score: null, outcome: 'pending', result_id: null },
        { position: 3, score: null, outcome: 'pending' },
      ],
    });
    expect((await call('GET', '/api/v1/student/grades', sitter)).json().data).toEqual([]);
    await takeExam(context.app, teacher, sitter, own[1]!, answering(6));
    await takeExam(context.app, teacher, sitter, own[2]!, answering(3));
    const standing = (await call('GET', url, sitter)).json().data.standing;
    expect(standing).toMatchObject({
      outcome: 'fail',
      total: 36,
      fullMarks: 60,
      sections: [
        { score: 18, outcome: 'pass' },
        { score: 12, outcome: 'near-pass' },
        { score: 6, outcome: 'fail' },
      ],
    });
    expect(standing.completedAt).toBe(standing.sections[2].date);

    const history = (await call('GET', '/api/v1/student/grades', sitter)).json().data;
    expect(history).toEqual([
      expect.objectContaining({
        grading_id: grading.grading_id,
        grade: '7th kyu',
        outcome: 'fail',
        total: 36,
      }),
    ]);
    expect((await call('GET', `/api/v1/student/${sitter.id}/grades`, teacher)).json().data).toEqual(history);

    const results = (await call('GET', `${url}/results`, teacher)).json().data;
    expect(
      results.filter((row: { student: { student_id: string } }) => row.student.student_id === sitter.id),
    ).toEqual([
      expect.objectContaining({
        student: { student_id: sitter.id, fullname: 'Ravi Kumar', username: expect.any(String) },
        outcome: 'fail',
      }),
    ]);
    expectError(
      await call('GET', `${url}/certificate`, sitter),
      409,
      'A certificate is given for a passed grade: Ravi Kumar has not passed 7th kyu',
    );
  });

  it('keeps its sections tests, and counts in them only what the server scored from an attempt', async () => {
    const section = (await createExam(context.app, teacher, { ...SECTION, title: 'Only part' })).exam_id;
    const grading = await createGrading({
      grade: '5th kyu',
      sections: [{ exam_id: section, passMarks: 14, title: 'Only part' }],
    });
    // As practice, a child could report any score and take a certificate without sitting the test.
    const toPractice = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/exam/${section}`,
      headers: teacher.auth,
      payload: { isSingleAttempt: false },
    });
    expectError(
      toPractice,
      409,
      'This test is a section of the grading “Spring grading”, so it stays a test',
    );
    const sitter = await createStudent(context.app, teacher, { level: 3, fullname: 'Kavya Menon' });
    const reported = await context.app.inject({
      method: 'POST',
      url: '/api/v1/result',
      headers: sitter.auth,
      payload: {
        exam: section,
        time_taken: 1,
        date_completed: new Date().toISOString(),
        score: 20,
        total_correct: 10,
      },
    });
    expect(reported.statusCode).toBe(409);

    // A result without the attempt that timed it (as a reported one) is not a section's score.
    const sat = await takeExam(context.app, teacher, sitter, section, answering(10));
    const url = `/api/v1/grading/${grading.grading_id}`;
    expect((await call('GET', url, sitter)).json().data.standing).toMatchObject({
      outcome: 'pass',
      total: 20,
    });
    const resultId = sat.json().data.result.result_id as string;
    await context.database.connection.db.execute(
      sql`delete from attempts where result_id = (select id from results where public_id = ${resultId})`,
    );
    expect((await call('GET', url, sitter)).json().data.standing).toMatchObject({
      outcome: 'pending',
      total: 0,
      sections: [{ position: 1, score: null, outcome: 'pending' }],
    });
    expect((await call('GET', '/api/v1/student/grades', sitter)).json().data).toEqual([]);
  });

  it('gives a passed grade its certificate, with the child’s name, the grade and every section’s score', async () => {
    const grading = await createGrading({ grade: '6th kyu', school: 'Sunrise Abacus' });
    for (const exam of sections) await takeExam(context.app, teacher, child, exam, answering(10));
    const url = `/api/v1/grading/${grading.grading_id}/certificate`;
    const own = await call('GET', `${url}?lang=en&timeZone=Asia/Kolkata`, child);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(own.rawPayload)).toBe(1);
    if (hasPdftotext) {
      const text = popplerText(own.rawPayload).replace(/\s+/g, ' ');
      for (const words of ['अनिका शाह', '6th kyu', 'Sunrise Abacus', 'Part 1', 'Part 3', '20 / 20']) {
        expect(text).toContain(words);
      }
    }
    expectError(await call('GET', url, teacher), 400, /student/);
    const teachers = await call('GET', `${url}?student=${child.id}`, teacher);
    expect(teachers.statusCode).toBe(200);
    // A child names only themselves: a classmate is refused, not answered with the child's own.
    expect((await call('GET', `${url}?student=${child.id}`, child)).statusCode).toBe(200);
    const classmate = await createStudent(context.app, teacher, { level: 3 });
    expectError(
      await call('GET', `${url}?student=${classmate.id}`, child),
      400,
      'student: a student downloads their own certificate; leave student out',
    );
  });

  it('keeps a deleted grading in the grade history of those who sat it, and removes one nobody sat', async () => {
    const fresh = await createExam(context.app, teacher, SECTION);
    const unsat = await createGrading({ sections: [{ exam_id: fresh.exam_id, passMarks: 10 }] });
    const removed = await call('DELETE', `/api/v1/grading/${unsat.grading_id}`, teacher);
    expect(removed.json().data).toEqual({ message: 'Grading deleted Successfully', permanently: true });
    expectError(await call('GET', `/api/v1/grading/${unsat.grading_id}`, teacher), 404);

    const sat = await createGrading({ grade: '5th kyu' });
    const sitter = await createStudent(context.app, teacher, { level: 3 });
    for (const exam of sections) await takeExam(context.app, teacher, sitter, exam, answering(10));
    const before = (await call('GET', '/api/v1/student/grades', sitter)).json().data;
    expect(before.map((record: { grade: string }) => record.grade)).toContain('5th kyu');
    const kept = await call('DELETE', `/api/v1/grading/${sat.grading_id}`, teacher);
    expect(kept.json().data).toEqual({ message: 'Grading deleted Successfully', permanently: false });
    expectError(await call('GET', `/api/v1/grading/${sat.grading_id}`, sitter), 404);
    const after = (await call('GET', '/api/v1/student/grades', sitter)).json().data;
    expect(after).toEqual(before);
    const list = (await call('GET', '/api/v1/grading', teacher)).json().data;
    expect(list.map((grading: { grading_id: string }) => grading.grading_id)).not.toContain(sat.grading_id);
  });

  it('keeps an exam that is a section, deleting it only softly', async () => {
    const exam = await createExam(context.app, teacher, SECTION);
    const grading = await createGrading({ sections: [{ exam_id: exam.exam_id, passMarks: 10 }] });
    const deleted = await call('DELETE', `/api/v1/exam/${exam.exam_id}`, teacher);
    expect(deleted.json().data.permanently).toBe(false);
    const read = (await call('GET', `/api/v1/grading/${grading.grading_id}`, teacher)).json().data;
    expect(read.sections[0].exam).toMatchObject({ is_deleted: true, is_active: false });
  });
});

describe('grading templates', () => {
  const context = useTestApp();

  it('makes every template’s sections as written assessments, with the source it follows', async () => {
    const teacher = await createAdmin(context.app);
    const templates = (await call(context, 'GET', '/api/v1/grading/templates', teacher)).json().data;
    expect(templates.map((template: { key: string }) => template.key)).toEqual([
      'zenshuren-9-kyu',
      'zenshuren-8-kyu',
      'zenshuren-7-kyu',
      'jcci-6-kyu',
      'jcci-5-kyu',
      'jcci-4-kyu',
      'jcci-anzan-3-kyu',
      'jcci-anzan-2-kyu',
      'jcci-anzan-1-kyu',
      'jcci-anzan-7-10-kyu',
    ]);
    for (const template of templates) {
      const response = await call(context, 'POST', '/api/v1/grading/from-template', teacher, {
        template: template.key,
        level: 7,
        is_active: false,
      });
      expect(response.statusCode, `${template.key}: ${response.body}`).toBe(201);
      const grading = response.json().data.grading;
      expect(grading).toMatchObject({
        grade: template.grade,
        title: `${template.grade} grading`,
        passRule: template.passRule,
        totalPassMarks: template.totalPassMarks,
        template: template.key,
        source: { name: template.source.name, url: template.source.url },
        fullMarks: template.fullMarks,
      });
      expect(
        grading.sections.map((section: { passMarks: number; fullMarks: number }) => [
          section.passMarks,
          section.fullMarks,
        ]),
      ).toEqual(
        template.sections.map((section: { passMarks: number; fullMarks: number }) => [
          section.passMarks,
          section.fullMarks,
        ]),
      );
      for (const section of grading.sections) {
        const exam = (await call(context, 'GET', `/api/v1/exam/${section.exam.exam_id}`, teacher)).json()
          .data;
        expect(exam).toMatchObject({
          isSingleAttempt: true,
          answerMode: 'typed',
          level: 7,
          is_active: false,
        });
      }
    }
  });

  it('writes a template’s grading in Hindi when asked: grade, title, section names, exam titles, source', async () => {
    const teacher = await createAdmin(context.app);
    const made = (lang?: string) =>
      call(context, 'POST', '/api/v1/grading/from-template', teacher, {
        template: 'zenshuren-8-kyu',
        level: 7,
        is_active: false,
        ...(lang && { lang }),
      });
    const hindi = await made('hi');
    expect(hindi.statusCode, hindi.body).toBe(201);
    const grading = hindi.json().data.grading;
    expect(grading).toMatchObject({
      grade: '8वाँ क्यू (8級)',
      title: '8वाँ क्यू (8級) ग्रेड परीक्षा',
      source: { name: 'ज़ेनशुरेन अबेकस परीक्षा (全国珠算教育連盟主催珠算検定), जापानी विकिपीडिया' },
    });
    expect(grading.sections.map((section: { title: string }) => section.title)).toEqual([
      'गुणा (×)',
      'भाग (÷)',
      'मितोरिज़ान (見取算): जोड़ और घटाव',
    ]);
    const exam = (
      await call(context, 'GET', `/api/v1/exam/${grading.sections[1].exam.exam_id}`, teacher)
    ).json().data;
    expect(exam.title).toBe('8वाँ क्यू (8級) ग्रेड परीक्षा: भाग (÷)');

    const english = (await made()).json().data.grading;
    expect(english).toMatchObject({ grade: '8th kyu', title: '8th kyu grading' });
    expect(english.sections[1].title).toBe('Division');
    expectError(await made('fr'), 400, /lang: must be en or hi/);
  });

  it('prints the words of a template on the certificate in its language, however the grading was written', async () => {
    const teacher = await createAdmin(context.app);
    const child = await createStudent(context.app, teacher, { level: 7, fullname: 'Ravi Kumar' });
    const certificates: Record<string, string> = {};
    for (const lang of ['en', 'hi']) {
      const made = await call(context, 'POST', '/api/v1/grading/from-template', teacher, {
        template: 'zenshuren-9-kyu',
        level: 7,
        is_active: true,
        lang,
      });
      const grading = made.json().data.grading;
      for (const section of grading.sections) {
        const started = await startAttempt(context.app, child, section.exam.exam_id);
        const attemptId = started.json().data.attempt.attempt_id as string;
        const owned = await call(context, 'GET', `/api/v1/attempt/${attemptId}`, teacher);
        const answers = (owned.json().data.questions as { answer: number }[]).map(({ answer }) => answer);
        expect((await submitAttempt(context.app, child, attemptId, answers)).statusCode).toBe(201);
      }
      certificates[lang] = grading.grading_id;
    }
    if (!hasPdftotext) return;
    const printed = async (gradingId: string | undefined, lang: string) => {
      const url = `/api/v1/grading/${gradingId}/certificate?lang=${lang}`;
      const response = await call(context, 'GET', url, child);
      expect(response.statusCode, response.body).toBe(200);
      return popplerText(response.rawPayload).replace(/\s+/g, ' ');
    };
    for (const made of ['en', 'hi']) {
      const hindi = await printed(certificates[made], 'hi');
      for (const words of ['9वाँ क्यू (9級)', 'गुणा (×)', 'मितोरिज़ान (見取算): जोड़ और घटाव', 'ज़ेनशुरेन']) {
        expect(hindi, `made in ${made}, printed in Hindi`).toContain(words);
      }
      expect(hindi).not.toContain('Multiplication');
      const english = await printed(certificates[made], 'en');
      for (const words of ['9th kyu grading', 'Multiplication', 'Mitorizan (addition and subtraction)']) {
        expect(english, `made in ${made}, printed in English`).toContain(words);
      }
    }
  });

  it('refuses a template it does not have, and makes nothing', async () => {
    const teacher = await createAdmin(context.app);
    expectError(
      await call(context, 'POST', '/api/v1/grading/from-template', teacher, {
        template: 'dan',
        level: 7,
        is_active: true,
      }),
      400,
      'template: no template is called “dan” (GET /api/v1/grading/templates)',
    );
    const exams = await call(context, 'GET', '/api/v1/exam', teacher);
    expect(exams.json().data).toEqual([]);
  });
});

function call(
  context: ReturnType<typeof useTestApp>,
  method: 'GET' | 'POST',
  url: string,
  who: SignedIn,
  payload?: object,
) {
  return context.app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
}
