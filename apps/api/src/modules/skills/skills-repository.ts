import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { questions, skillUses } from '../../db/schema/index.js';
import { MASTERY_WINDOW } from './mastery.js';
import { shownQuestion, type ShownQuestion, type SkillUse } from './skill-evidence.js';

/** One of a child's latest uses of a skill, with what is known of all of them. */
export interface RecentUse {
  skill: string;
  correct: boolean;
  timeMs: number | null;
  questionSteps: number;
  /** Every use of the skill the child has made. */
  allUses: number;
  lastSeen: Date;
}

export function createSkillsRepository(db: Database) {
  return {
    /** The questions of one version of an exam, as a child answering them was shown them. */
    async shownQuestions(examId: number, version: number): Promise<ShownQuestion[]> {
      const rows = await db
        .select()
        .from(questions)
        .where(and(eq(questions.examId, examId), eq(questions.version, version)))
        .orderBy(asc(questions.position));
      return rows.map(shownQuestion);
    },

    /** Keeps a result's skill uses: in the transaction that stores the result. */
    async record(
      result: { id: number; studentId: number; dateCompleted: Date },
      uses: readonly SkillUse[],
    ): Promise<void> {
      if (uses.length === 0) return;
      await db.insert(skillUses).values(
        uses.map((use) => ({
          resultId: result.id,
          studentId: result.studentId,
          answeredAt: result.dateCompleted,
          ...use,
        })),
      );
    },

    /** The child's last {@link MASTERY_WINDOW} uses of each skill, newest first, by skill. */
    async recentUses(studentId: number): Promise<RecentUse[]> {
      const { rows } = await db.execute<{
        skill: string;
        correct: boolean;
        time_ms: number | null;
        question_steps: number;
        all_uses: number;
        last_seen: string | Date;
      }>(sql`
        select skill, correct, time_ms, question_steps, all_uses, last_seen
        from (
          select ${skillUses.skill} as skill, ${skillUses.correct} as correct, ${skillUses.timeMs} as time_ms,
            ${skillUses.questionSteps} as question_steps,
            count(*) over (partition by ${skillUses.skill})::int as all_uses,
            max(${skillUses.answeredAt}) over (partition by ${skillUses.skill}) as last_seen,
            row_number() over (partition by ${skillUses.skill}
              order by ${skillUses.answeredAt} desc, ${skillUses.resultId} desc, ${skillUses.position} desc) as newest
          from ${skillUses}
          where ${skillUses.studentId} = ${studentId}
        ) as ranked
        where newest <= ${MASTERY_WINDOW}
        order by skill, newest`);
      return rows.map((row) => ({
        skill: row.skill,
        correct: row.correct,
        timeMs: row.time_ms,
        questionSteps: row.question_steps,
        allUses: row.all_uses,
        lastSeen: new Date(row.last_seen),
      }));
    },
  };
}

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;
