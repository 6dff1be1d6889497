import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { SignedIn } from './accounts.js';

/**
 * What a teacher does to results that the figures the database keeps from them must follow, through the
 * API, each checked: for the property tests that compare those figures with a recomputation.
 */
export function teacherChanges(app: App, db: () => Database, teacher: SignedIn) {
  const admin = (method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({ method, url, headers: teacher.auth, ...(payload && { payload }) });
  return {
    /** Deletes the `pick`-th stored result (wrapping round), if there is any. */
    async deleteResult(pick: number): Promise<void> {
      const { rows } = await db().execute<{ public_id: string }>(
        sql`select public_id from results order by id`,
      );
      if (rows.length === 0) return;
      const gone = await admin('DELETE', `/api/v1/result/${rows[pick % rows.length]!.public_id}`);
      expect(gone.statusCode, gone.body).toBe(200);
    },
    async clearExam(examId: string): Promise<void> {
      const cleared = await admin('DELETE', `/api/v1/exam/${examId}/results`);
      expect(cleared.statusCode, cleared.body).toBe(200);
    },
    async clearStudent(studentId: string): Promise<void> {
      const cleared = await admin('DELETE', `/api/v1/student/${studentId}/clear`);
      expect(cleared.statusCode, cleared.body).toBe(200);
    },
    /** Lets the student take the assessment again; a 409 when there is nothing to take again. */
    async retake(examId: string, studentId: string): Promise<void> {
      const retake = await admin('POST', `/api/v1/exam/${examId}/students/${studentId}/retake`);
      expect([200, 409], retake.body).toContain(retake.statusCode);
    },
    async regenerate(examId: string): Promise<void> {
      const regenerated = await admin('PATCH', `/api/v1/exam/${examId}/questions`, {});
      expect(regenerated.statusCode, regenerated.body).toBe(200);
    },
  };
}

/** The rows of `kept` and of its recomputation that the other lacks: none when the two are equal. */
export async function differences(db: Database, recomputed: SQL, kept: SQL) {
  const [missing, extra] = await Promise.all([
    db.execute(sql`(${recomputed}) except (${kept})`),
    db.execute(sql`(${kept}) except (${recomputed})`),
  ]);
  return { missing: missing.rows, extra: extra.rows };
}
