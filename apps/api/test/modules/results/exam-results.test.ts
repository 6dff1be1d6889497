import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_BATCH_RESULTS } from '../../../src/modules/results/results-repository.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { hasPdftotext, pdfText, popplerText } from '../../helpers/pdf.js';
import { useAppCalls } from '../../helpers/app-calls.js';

describe('the results of an exam', () => {
  const { context, inject } = useAppCalls();

  let owner: SignedIn;
  let other: SignedIn;
  let asha: SignedIn;
  let bala: SignedIn;
  let chitra: SignedIn;
  let outsider: SignedIn;
  let examId: string;
  beforeAll(async () => {
    owner = await createAdmin(context.app);
    other = await createAdmin(context.app);
    asha = await createStudent(context.app, owner, { fullname: 'Asha Patel', sclass: 3 });
    bala = await createStudent(context.app, owner, { fullname: 'Bala Murugan', sclass: 3 });
    chitra = await createStudent(context.app, owner, { fullname: 'Chitra Iyer', sclass: 4 });
    outsider = await createStudent(context.app, other);
    examId = (
      await createExam(context.app, owner, {
        title: 'Term drill',
        total_questions: 10,
        total_marks_per_question: 2,
      })
    ).exam_id;
    const db = context.database.connection.db;
    await recordResult(db, examId, asha.id, {
      score: 12,
      timeTaken: 20,
      dateCompleted: new Date('2026-11-01T10:00:00Z'),
    });
    await recordResult(db, examId, asha.id, {
      score: 18,
      timeTaken: 15.5,
      dateCompleted: new Date('2026-11-03T10:00:00Z'),
    });
    await recordResult(db, examId, bala.id, {
      score: 8,
      timeTaken: 25,
      dateCompleted: new Date('2026-11-02T10:00:00Z'),
    });
  });
  const get = (url: string, auth: Record<string, string>) => inject({ method: 'GET', url, headers: auth });

  describe('GET /api/v1/exam/{examId}/results', () => {
    it('gives the owner every result, newest first, with students', async () => {
      const response = await get(`/api/v1/exam/${examId}/results`, owner.auth);
      expect(response.statusCode).toBe(200);
      const list = response.json().data as { score: number; student: { fullname: string } }[];
      expect(list.map((r) => [r.student.fullname, r.score])).toEqual([
        ['Asha Patel', 18],
        ['Bala Murugan', 8],
        ['Asha Patel', 12],
      ]);
      expect(response.json().meta).toEqual({ page: 1, limit: 100, total: 3 });
    });

    it('gives a student only their own results', async () => {
      const response = await get(`/api/v1/exam/${examId}/results`, asha.auth);
      expect((response.json().data as { score: number }[]).map((r) => r.score)).toEqual([18, 12]);
      const none = await get(`/api/v1/exam/${examId}/results`, chitra.auth);
      expect(none.statusCode).toBe(200);
      expect(none.json().data).toEqual([]);
    });

    it('keeps others out', async () => {
      expect((await get(`/api/v1/exam/${examId}/results`, other.auth)).statusCode).toBe(404);
      expect((await get(`/api/v1/exam/${examId}/results`, outsider.auth)).statusCode).toBe(404);
      expect((await get('/api/v1/exam/bad/results', owner.auth)).statusCode).toBe(400);
    });

    it('renders the exam report for its admin', async () => {
      const response = await get(`/api/v1/exam/${examId}/results?format=pdf`, owner.auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="exam-${examId}-results.pdf"; filename*=UTF-8''exam-report-term-drill.pdf`,
      );
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Exam results report',
        'Term drill',
        '10 questions, 20 marks',
        '3 from 2 students',
        '18 / 8',
        // (60 % + 90 % + 40 %) / 3
        '63.33 %',
        'Asha Patel',
        'Bala Murugan',
        '15 min 30 s',
        '2 Nov 2026, 10:00 UTC',
        'Right',
        'Completed',
      ]) {
        expect(text).toContain(expected);
      }
      const forStudent = await get(`/api/v1/exam/${examId}/results?format=pdf`, asha.auth);
      expect(forStudent.statusCode).toBe(403);
      expect((await get(`/api/v1/exam/${examId}/results?format=xlsx`, owner.auth)).statusCode).toBe(400);
    });

    it.skipIf(!hasPdftotext)(
      'is written in the language asked for (lang, else Accept-Language), its dates in the time zone asked for',
      async () => {
        const inHindi = await get(
          `/api/v1/exam/${examId}/results?format=pdf&lang=hi&timeZone=Asia%2FKolkata`,
          owner.auth,
        );
        expect(inHindi.statusCode, inHindi.body).toBe(200);
        const hindi = popplerText(inHindi.rawPayload);
        for (const expected of [
          'परीक्षा के परिणाम',
          '10 सवाल, 20 अंक',
          '15 मिनट 30 सेकंड',
          '2 नव॰ 2026, 15:30 IST',
        ]) {
          expect(hindi).toContain(expected);
        }
        expect(hindi).not.toContain('Exam results report');

        const negotiated = await get(`/api/v1/exam/${examId}/results?format=pdf`, {
          ...owner.auth,
          'accept-language': 'fr;q=1, hi-IN;q=0.9, en;q=0.8',
        });
        expect(popplerText(negotiated.rawPayload)).toContain('परीक्षा के परिणाम');

        for (const query of ['lang=fr', 'timeZone=Mars%2FOlympus']) {
          const refused = await get(`/api/v1/exam/${examId}/results?format=pdf&${query}`, owner.auth);
          expect(refused.statusCode).toBe(400);
          expect(refused.json().errors[0].path).toBe(`query.${query.split('=')[0]}`);
        }
      },
    );

    it('renders a report of an exam without results', async () => {
      const empty = await createExam(context.app, owner, { title: 'Untouched drill' });
      const response = await get(`/api/v1/exam/${empty.exam_id}/results?format=pdf`, owner.auth);
      expect(await pdfText(response.rawPayload)).toContain('none yet');
    });
  });

  describe('GET /api/v1/exam/{examId}/students', () => {
    it('lists the students who attempted, with attempts, best score and last attempt', async () => {
      const response = await get(`/api/v1/exam/${examId}/students`, owner.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        expect.objectContaining({
          student_id: asha.id,
          fullname: 'Asha Patel',
          attempts: 2,
          best_score: 18,
          last_attempt: '2026-11-03T10:00:00.000Z',
          is_deleted: false,
        }),
        expect.objectContaining({
          student_id: bala.id,
          attempts: 1,
          best_score: 8,
          last_attempt: '2026-11-02T10:00:00.000Z',
        }),
      ]);
      expect(response.json().meta).toEqual({ page: 1, limit: 100, total: 2 });
    });

    it('is for the owner only', async () => {
      expect((await get(`/api/v1/exam/${examId}/students`, other.auth)).statusCode).toBe(404);
      expect((await get(`/api/v1/exam/${examId}/students`, asha.auth)).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/exam/{examId}/students/{studentId}/results', () => {
    it('lists one student’s results in the exam', async () => {
      const response = await get(`/api/v1/exam/${examId}/students/${asha.id}/results`, owner.auth);
      expect(response.statusCode).toBe(200);
      expect((response.json().data as { score: number }[]).map((r) => r.score)).toEqual([18, 12]);
    });

    it('does not know other admins’ students, nor lets other admins in', async () => {
      expect(
        (await get(`/api/v1/exam/${examId}/students/${outsider.id}/results`, owner.auth)).statusCode,
      ).toBe(404);
      expect((await get(`/api/v1/exam/${examId}/students/${asha.id}/results`, other.auth)).statusCode).toBe(
        404,
      );
      expect((await get(`/api/v1/exam/${examId}/students/x/results`, owner.auth)).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/v1/exam/{examId}/results', () => {
    it('deletes every result of the exam, for the owner only', async () => {
      const exam = await createExam(context.app, owner);
      await recordResult(context.database.connection.db, exam.exam_id, bala.id, { score: 4 });
      await recordResult(context.database.connection.db, exam.exam_id, chitra.id, { score: 6 });

      expect(
        (await inject({ method: 'DELETE', url: `/api/v1/exam/${exam.exam_id}/results`, headers: other.auth }))
          .statusCode,
      ).toBe(404);
      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/exam/${exam.exam_id}/results`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Exam results deleted Successfully',
        deletedResults: 2,
      });
      expect((await get(`/api/v1/exam/${exam.exam_id}/results`, owner.auth)).json().data).toEqual([]);
    });

    it('deletes more results than one statement takes, and what the database keeps of them', async () => {
      const exam = await createExam(context.app, owner, { total_questions: 4 });
      const many = CLEAR_BATCH_RESULTS * 2 + 1;
      const db = context.database.connection.db;
      await db.execute(sql`
        insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
          answers, questions_version, exam_total_questions, exam_total_marks, exam_marks_per_question,
          exam_duration, exam_is_single_attempt)
        select 'rCleared' || lpad(i::text, 8, '0'), e.id, s.id, 2, 1, 3, now(), array['a', 'b', null, 'c'],
          e.questions_version, e.total_questions, e.total_marks, e.total_marks_per_question, e.duration, false
        from generate_series(1, ${many}) as i cross join exams e
        join students s on s.public_id = case when i % 2 = 0 then ${bala.id} else ${chitra.id} end
        where e.public_id = ${exam.exam_id}`);
      const kept = sql`select (select count(*) from result_summaries where exam_id = e.id)::int as summaries,
          (select count(*) from answer_tallies where exam_id = e.id)::int as tallies
        from exams e where e.public_id = ${exam.exam_id}`;
      expect((await db.execute(kept)).rows).toEqual([{ summaries: 2, tallies: 4 }]);

      const response = await inject({
        method: 'DELETE',
        url: `/api/v1/exam/${exam.exam_id}/results`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.deletedResults).toBe(many);
      expect((await get(`/api/v1/exam/${exam.exam_id}/results`, owner.auth)).json().meta.total).toBe(0);
      expect((await db.execute(kept)).rows).toEqual([{ summaries: 0, tallies: 0 }]);
    });
  });
});
