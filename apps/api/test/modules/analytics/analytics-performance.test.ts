import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, exams, results, students } from '../../../src/db/schema/index.js';
import { LIMIT_DEFAULT } from '../../../src/lib/query-schemas.js';
import { createAdmin, type SignedIn } from '../../helpers/accounts.js';
import { createExam, type CreatedExam } from '../../helpers/exams.js';
import { useTestApp } from '../../helpers/test-app.js';

const RESULTS = 5_000;
const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
const PRACTICE_STUDENTS = 1_000;
/**
 * The target is 200 ms on an idle machine (measured 35–98 ms). The suite runs files in parallel on two
 * cores, often beside Chromium, so the test allows ten times the slowest idle figure: it catches a query
 * that stops scaling, not a busy machine.
 */
const BUDGET_MS = 1_000;
const WARM_UP_RUNS = 3;
const RUNS = 7;

describe('exam analytics with 5 000 results', () => {
  const context = useTestApp();
  const db = () => context.database.connection.db;

  let owner: SignedIn;
  let assessment: CreatedExam;
  let practice: CreatedExam;

  /** Bulk inserts, one statement each: 5 000 students, then 5 000 results for each exam. */
  beforeAll(async () => {
    owner = await createAdmin(context.app);
    assessment = await createExam(context.app, owner, { isSingleAttempt: true });
    practice = await createExam(context.app, owner);
    const [admin] = await db().select().from(admins).where(eq(admins.publicId, owner.id));

    await db().execute(sql`
      insert into ${students} (admin_id, public_id, fullname, username, email, phone_no, sclass, level, password_hash)
      select ${admin!.id}, 's' || lpad(i::text, 12, '0'), 'Student ' || i, 'bulk' || i,
             'bulk' || i || '@example.com', '+911234567890', 4, 2, 'x'
      from generate_series(1, ${RESULTS}) as i`);

    // Every student sits the assessment once; the practice exam gets five attempts from each of 1 000.
    for (const { exam, studentOf } of [
      { exam: assessment, studentOf: sql`i` },
      { exam: practice, studentOf: sql`(i - 1) % ${PRACTICE_STUDENTS} + 1` },
    ]) {
      const [row] = await db().select().from(exams).where(eq(exams.publicId, exam.exam_id));
      const { id, totalQuestions, totalMarks, totalMarksPerQuestion, duration, isSingleAttempt } = row!;
      await db().execute(sql`
        insert into ${results} (exam_id, student_id, public_id, score, total_correct, time_taken,
          date_completed, exam_total_questions, exam_total_marks, exam_marks_per_question, exam_duration,
          exam_is_single_attempt)
        select ${id}, s.id, 'r' || ${id} || '_' || lpad(i::text, 12, '0'),
               (i % (${totalQuestions} + 1)) * ${totalMarksPerQuestion}, i % (${totalQuestions} + 1),
               1 + (i % 2900) / 100.0, timestamptz '2026-01-01' + i * interval '1 minute',
               ${totalQuestions}, ${totalMarks}, ${totalMarksPerQuestion}, ${duration}, ${isSingleAttempt}
        from generate_series(1, ${RESULTS}) as i
        join ${students} s on s.public_id = 's' || lpad((${studentOf})::text, 12, '0')`);
    }
  });

  /** The median of several timed requests, after a few that let V8 compile the hot paths (PGlite's too). */
  async function timedAnalytics(url: string) {
    const request = () => context.app.inject({ method: 'GET', url, headers: owner.auth });
    const first = await request();
    expect(first.statusCode).toBe(200);
    for (let run = 1; run < WARM_UP_RUNS; run++) await request();
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await request();
      timings.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
    }
    timings.sort((a, b) => a - b);
    return { medianMs: timings[Math.floor(RUNS / 2)]!, analytics: first.json().data.analytics };
  }

  it(`answers an assessment's analytics (#27) within ${BUDGET_MS} ms`, async ({ annotate }) => {
    const { medianMs, analytics } = await timedAnalytics(
      `/api/v1/exam/assessment/${assessment.exam_id}/analytics`,
    );
    await annotate(`#27 with ${RESULTS} results: median ${medianMs.toFixed(1)} ms`);
    expect(analytics.totalStudentsAttempted).toBe(RESULTS);
    // A page of the list; the distribution counts every result.
    expect(analytics.students).toHaveLength(LIMIT_DEFAULT);
    expect(total(analytics.distribution)).toBe(RESULTS);
    expect(medianMs).toBeLessThan(BUDGET_MS);
  });

  it(`answers a practice exam's analytics (#26) within ${BUDGET_MS} ms`, async ({ annotate }) => {
    const { medianMs, analytics } = await timedAnalytics(
      `/api/v1/exam/practice/${practice.exam_id}/analytics`,
    );
    await annotate(`#26 with ${RESULTS} results: median ${medianMs.toFixed(1)} ms`);
    expect(analytics.totalStudentsAttempted).toBe(PRACTICE_STUDENTS);
    expect(analytics.students).toHaveLength(LIMIT_DEFAULT);
    expect(total(analytics.distribution)).toBe(PRACTICE_STUDENTS);
    expect(analytics.overallAttempts).toEqual({ min: 5, max: 5, avg: 5 });
    expect(medianMs).toBeLessThan(BUDGET_MS);
  });
});
