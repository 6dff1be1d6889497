import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attempts, questions, results, skillUses, students } from '../../db/schema/index.js';
import type { StoredAnswer } from '../../domain/answers.js';
import { MASTERY_WINDOW, type WindowFigures } from './mastery.js';
import { shownQuestion, type ShownQuestion, type SkillUse } from './skill-evidence.js';

/** A child's last uses of a skill, as figures. */
export interface SkillFigures extends WindowFigures {
  studentId: number;
  skill: string;
}

/** Every use of a skill a child has made, and when the last was. */
export interface SkillHistory {
  skill: string;
  allUses: number;
  lastSeen: Date;
}

interface FiguresRow extends Record<string, unknown> {
  student_id: number | string;
  skill: string;
  uses: number;
  right: number;
  median_time_ms: number | null;
  median_ms_per_step: number | null;
}

const figuresOf = (row: FiguresRow): SkillFigures => ({
  studentId: Number(row.student_id),
  skill: row.skill,
  uses: row.uses,
  right: row.right,
  medianTimeMs: row.median_time_ms === null ? null : Math.round(row.median_time_ms),
  medianMsPerStep: row.median_ms_per_step,
});

/** A result with answers that keeps no skill uses: stored before they were kept. */
export interface ResultWithoutUses {
  id: number;
  studentId: number;
  dateCompleted: Date;
  answers: StoredAnswer[];
  examId: number;
  questionsVersion: number | null;
  /** The attempt that showed its questions, when it was handed in from one. */
  attemptId: number | null;
  timesMs: number[] | null;
}

/** A child on a class's formula map. */
export interface MapStudent {
  id: number;
  publicId: string;
  fullname: string;
  sclass: number | null;
}

export function createSkillsRepository(db: Database) {
  return {
    /** The admin's current students at this level, whose formulas the level's map shows. */
    async classOfLevel(adminId: number, level: number): Promise<MapStudent[]> {
      return db
        .select({
          id: students.id,
          publicId: students.publicId,
          fullname: students.fullname,
          sclass: students.sclass,
        })
        .from(students)
        .where(and(eq(students.adminId, adminId), eq(students.level, level), isNull(students.deletedAt)))
        .orderBy(students.fullname, students.id);
    },

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

    /**
     * Up to `limit` results with answers that keep no skill uses, after the result `afterId`, in the order
     * they were stored. (Every answered question has a skill, so a result that keeps none has never had its
     * uses worked out.)
     */
    async withoutUses(afterId: number, limit: number): Promise<ResultWithoutUses[]> {
      const rows = await db
        .select({
          id: results.id,
          studentId: results.studentId,
          dateCompleted: results.dateCompleted,
          answers: results.answers,
          examId: results.examId,
          questionsVersion: results.questionsVersion,
          attemptId: attempts.id,
          timesMs: attempts.timesMs,
        })
        .from(results)
        .leftJoin(attempts, eq(attempts.resultId, results.id))
        .where(
          and(
            sql`${results.id} > ${afterId}`,
            sql`${results.answers} is not null`,
            sql`not exists (select 1 from ${skillUses} where ${skillUses.resultId} = ${results.id})`,
          ),
        )
        .orderBy(asc(results.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, answers: row.answers ?? [] }));
    },

    /** Each skill the child has used: how often, and when last. */
    async history(studentId: number): Promise<SkillHistory[]> {
      const rows = await db
        .select({
          skill: skillUses.skill,
          allUses: sql<number>`count(*)::int`,
          lastSeen: sql<Date>`max(${skillUses.answeredAt})`.mapWith(skillUses.answeredAt),
        })
        .from(skillUses)
        .where(eq(skillUses.studentId, studentId))
        .groupBy(skillUses.skill);
      return rows;
    },

    /**
     * What the last {@link MASTERY_WINDOW} uses of each of these skills come to, for each of these
     * children who has used it: one walk down the index per child and skill, so a class's map reads
     * 20 rows a cell however many results there are.
     */
    async figures(studentIds: readonly number[], skills: readonly string[]): Promise<SkillFigures[]> {
      if (studentIds.length === 0 || skills.length === 0) return [];
      const { rows } = await db.execute<FiguresRow>(sql`
        select child.id as student_id, formula.skill, last.uses, last.right, last.median_time_ms,
          last.median_ms_per_step
        from unnest(${`{${studentIds.join(',')}}`}::bigint[]) as child(id)
        cross join unnest(${`{${skills.map((skill) => `"${skill}"`).join(',')}}`}::text[]) as formula(skill)
        cross join lateral (
          select count(*)::int as uses, (count(*) filter (where recent.correct))::int as right,
            percentile_cont(0.5) within group (order by recent.time_ms) as median_time_ms,
            percentile_cont(0.5) within group (order by recent.time_ms::float8 / recent.question_steps)
              as median_ms_per_step
          from (
            select ${skillUses.correct} as correct, ${skillUses.timeMs} as time_ms,
              ${skillUses.questionSteps} as question_steps
            from ${skillUses}
            where ${skillUses.studentId} = child.id and ${skillUses.skill} = formula.skill
            order by ${skillUses.answeredAt} desc, ${skillUses.resultId} desc, ${skillUses.position} desc
            limit ${MASTERY_WINDOW}
          ) as recent
        ) as last
        where last.uses > 0`);
      return rows.map(figuresOf);
    },
  };
}

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;
