import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { takeExam } from '../../helpers/attempts.js';
import { createExam, recordResult, type CreatedExam } from '../../helpers/exams.js';
import { pdfText } from '../../helpers/pdf.js';
import { useAppCalls } from '../../helpers/app-calls.js';

/** The text of the report's section on who has not taken the exam, up to the table of results. */
function notAttemptedSection(text: string): string {
  const start = text.indexOf('Students who have not taken it');
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('Student Class Score', start);
  expect(end).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('the exam report (GET /api/v1/exam/{examId}/results?format=pdf)', () => {
  const { context, inject, db } = useAppCalls();
  const reportText = async (exam: CreatedExam) => {
    const response = await inject({
      method: 'GET',
      url: `/api/v1/exam/${exam.exam_id}/results?format=pdf`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfText(response.rawPayload);
  };

  let owner: SignedIn;
  const pupils: Record<string, SignedIn> = {};

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    for (const name of ['Farah', 'Chitra', 'Asha', 'Esha', 'Bala', 'Deepa']) {
      pupils[name] = await createStudent(context.app, owner, { fullname: `${name} Rao`, level: 2 });
    }
    // Not expected at a level 2 exam of the owner: another level, another admin's class.
    await createStudent(context.app, owner, { fullname: 'Gopal Rao', level: 3 });
    await createStudent(context.app, await createAdmin(context.app), { fullname: 'Hema Rao', level: 2 });
    // Nor is a student who has left (kept, soft-deleted, for their results).
    const warmUp = await createExam(context.app, owner, { title: 'Warm-up' });
    await recordResult(db(), warmUp.exam_id, pupils.Farah!.id, { score: 2 });
    const left = await inject({
      method: 'DELETE',
      url: `/api/v1/student/${pupils.Farah!.id}`,
      headers: owner.auth,
    });
    expect(left.json().data.permanently).toBe(false);
  });

  it("names a test's students who have not taken it", async () => {
    const test = await createExam(context.app, owner, {
      title: 'Term test',
      isSingleAttempt: true,
      total_questions: 4,
      total_marks_per_question: 1,
    });
    for (const name of ['Asha', 'Esha']) {
      const submitted = await takeExam(context.app, owner, pupils[name]!, test.exam_id, (key) => key);
      expect(submitted.statusCode).toBe(201);
    }
    const text = await reportText(test);
    expect(text).toContain('Not taken 3 students');
    const section = notAttemptedSection(text);
    for (const name of ['Bala Rao', 'Chitra Rao', 'Deepa Rao']) expect(section).toContain(name);
    for (const name of ['Asha', 'Esha', 'Farah', 'Gopal', 'Hema']) expect(section).not.toContain(name);
    // The names read in order, down the columns.
    expect(section.indexOf('Bala')).toBeLessThan(section.indexOf('Chitra'));
    expect(section.indexOf('Chitra')).toBeLessThan(section.indexOf('Deepa'));
  });

  it('says so when every student has taken the assessment', async () => {
    const quiz = await createExam(context.app, owner, { isSingleAttempt: true, total_marks_per_question: 1 });
    for (const name of ['Asha', 'Bala', 'Chitra', 'Deepa', 'Esha']) {
      await recordResult(db(), quiz.exam_id, pupils[name]!.id, { score: 5 });
    }
    const text = await reportText(quiz);
    expect(text).toContain('Not taken 0 students');
    expect(notAttemptedSection(text)).toContain('Every student at level 2 has taken it.');
  });

  it('has no such section for a practice exam', async () => {
    const drill = await createExam(context.app, owner, { title: 'Daily drill' });
    const text = await reportText(drill);
    expect(text).toContain('Daily drill');
    expect(text).not.toContain('attempted');
  });
});
