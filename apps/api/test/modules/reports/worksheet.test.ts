import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { createExam } from '../../helpers/exams.js';
import { hasPdftotext, pdfText, popplerText } from '../../helpers/pdf.js';
import { useTestApp } from '../../helpers/test-app.js';

interface OwnedQuestion {
  position: number;
  question: string;
  answer: number;
}

describe('GET /api/v1/exam/{examId}/worksheet', () => {
  const context = useTestApp();
  const get = (url: string, auth?: Record<string, string>) =>
    context.app.inject({ method: 'GET', url, ...(auth && { headers: auth }) });

  async function questionsOf(examId: string, auth: Record<string, string>): Promise<OwnedQuestion[]> {
    return (await get(`/api/v1/exam/${examId}/questions?limit=500`, auth)).json().data as OwnedQuestion[];
  }

  it('prints a + − drill as 30 numbered vertical sums and a matching answer key', async () => {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher, {
      title: 'Level 2 column sums',
      total_questions: 30,
      maxTerms: 4,
      minNumber: 10,
      maxNumber: 99,
      operators: ['+', '-'],
    });
    const response = await get(`/api/v1/exam/${exam.exam_id}/worksheet?format=pdf`, teacher.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="worksheet-${exam.exam_id}.pdf"; filename*=UTF-8''worksheet-level-2-column-sums.pdf`,
    );
    writeFileSync(join(tmpdir(), 'abacus-worksheet.pdf'), response.rawPayload);

    const text = await pdfText(response.rawPayload);
    const [sheet, key] = text.split('Answer key · Level 2 column sums');
    // Its time in the app's words, as the other reports give it.
    expect(sheet).toContain('Level 2 · 30 questions · 30 min');
    expect(sheet).toContain('Name:');
    expect(sheet).toContain('Date:');
    const questions = await questionsOf(exam.exam_id, teacher.auth);
    expect(questions).toHaveLength(30);
    for (const question of questions) {
      expect(sheet).toContain(`${question.position}.`);
      // Every term stands on its own line, the later ones with their sign.
      const [first, ...rest] = question.question.split(' ');
      expect(sheet).toContain(first);
      for (let index = 0; index < rest.length; index += 2) {
        expect(sheet).toContain(`${rest[index] === '-' ? '−' : '+'} ${rest[index + 1]}`);
      }
    }
    const entries = [...key!.matchAll(/(\d+)\.\s+(\d+)/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(entries).toEqual(questions.map((question) => [question.position, question.answer]));
  });

  it('writes mixed expressions in rows, with × and ÷', async () => {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher, { operators: ['+', '*', '/'], total_questions: 8 });
    const text = await pdfText(
      (await get(`/api/v1/exam/${exam.exam_id}/worksheet`, teacher.auth)).rawPayload,
    );
    const questions = await questionsOf(exam.exam_id, teacher.auth);
    for (const question of questions) {
      expect(text).toContain(
        question.question.replaceAll('*', '×').replaceAll('/', '÷').replaceAll(' - ', ' − '),
      );
    }
  });

  it.skipIf(!hasPdftotext)('is printed in Hindi for a teacher who asks for it', async () => {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher, { total_questions: 4 });
    const response = await get(`/api/v1/exam/${exam.exam_id}/worksheet?lang=hi`, teacher.auth);
    expect(response.statusCode).toBe(200);
    const text = popplerText(response.rawPayload);
    for (const expected of ['4 सवाल', 'नाम:', 'कक्षा:', 'तारीख़:', 'उत्तर कुंजी', 'पेज 1 / 2']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Answer key');
  });

  it('is for the exam’s own admin', async () => {
    const teacher = await createAdmin(context.app);
    const exam = await createExam(context.app, teacher);
    const student = await createStudent(context.app, teacher);
    const other = await createAdmin(context.app);
    expectError(await get(`/api/v1/exam/${exam.exam_id}/worksheet`, student.auth), 403);
    expectError(await get(`/api/v1/exam/${exam.exam_id}/worksheet`, other.auth), 404, 'Exam not found');
    expectError(await get(`/api/v1/exam/${exam.exam_id}/worksheet`), 401);
    expectError(await get('/api/v1/exam/eNoSuchExam00001/worksheet', teacher.auth), 404);
    expectError(await get(`/api/v1/exam/${exam.exam_id}/worksheet?format=csv`, teacher.auth), 400);
  });
});
