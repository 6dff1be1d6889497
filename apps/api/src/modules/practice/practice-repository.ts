import { GENERATOR_VERSION } from '@abacus/generator';
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { admins, attempts, exams } from '../../db/schema/index.js';

/** How a teacher's class practises day by day. */
export interface PracticeSettings {
  /** Questions in each child's set. */
  goal: number;
  /** The weekdays whose practice counts, as bits (1 Monday … 64 Sunday). */
  days: number;
  /** The school's time zone (IANA). */
  timeZone: string;
  /** The weekday weekly reports are emailed on, as an index of WEEKDAYS. */
  weeklyReportDay: number;
}

const settingsColumns = {
  goal: admins.practiceGoal,
  days: admins.practiceDays,
  timeZone: admins.timeZone,
  weeklyReportDay: admins.weeklyReportDay,
};

/** What the exam behind a level's practice is called; no list shows it, but results name it. */
export const PRACTICE_TITLE = 'Today’s practice';
/** The minutes the exam behind the practice says (each day's set is open until the day ends). */
const PRACTICE_MINUTES = 30;
/** The most days a streak is counted back over. */
const STREAK_HORIZON = 400;

export function createPracticeRepository(db: Database) {
  return {
    async settingsOf(adminId: number): Promise<PracticeSettings> {
      const [row] = await db.select(settingsColumns).from(admins).where(eq(admins.id, adminId));
      return row!;
    },

    async updateSettings(adminId: number, changes: Partial<PracticeSettings>): Promise<PracticeSettings> {
      const [row] = await db
        .update(admins)
        .set({
          practiceGoal: changes.goal,
          practiceDays: changes.days,
          timeZone: changes.timeZone,
          weeklyReportDay: changes.weeklyReportDay,
        })
        .where(eq(admins.id, adminId))
        .returning(settingsColumns);
      return row!;
    },

    /**
     * The id of the exam behind the level's practice for this admin, made the first time a child asks
     * (the database keeps it one, however many ask at once). Its settings are only what the table needs:
     * each attempt's questions are chosen for its child.
     */
    async dailyExamId(adminId: number, level: number): Promise<number> {
      const find = () =>
        db
          .select({ id: exams.id })
          .from(exams)
          .where(and(eq(exams.adminId, adminId), eq(exams.level, level), eq(exams.daily, true)));
      const [found] = await find();
      if (found) return found.id;
      await db
        .insert(exams)
        .values({
          adminId,
          title: PRACTICE_TITLE,
          duration: PRACTICE_MINUTES,
          level,
          switchedOn: true,
          isSingleAttempt: false,
          questionsPerStudent: true,
          totalQuestions: 10,
          totalMarksPerQuestion: 1,
          totalMarks: 10,
          maxTerms: 2,
          minNumber: 1,
          maxNumber: 9,
          operators: ['+', '-'],
          seed: 1,
          generatorVersion: GENERATOR_VERSION,
          answerMode: 'typed',
          daily: true,
        })
        .onConflictDoNothing();
      const [made] = await find();
      return made!.id;
    },

    /** The public id of the child's practice attempt of `day`, if it has one. */
    async attemptOfDay(studentId: number, day: string): Promise<string | null> {
      const [row] = await db
        .select({ publicId: attempts.publicId })
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.practiceDay, day)));
      return row?.publicId ?? null;
    },

    /** The child's practice attempt of a day before `day` still open (begun just before midnight), if any. */
    async openAttemptBefore(
      studentId: number,
      day: string,
    ): Promise<{ publicId: string; day: string } | null> {
      const [row] = await db
        .select({ publicId: attempts.publicId, day: attempts.practiceDay })
        .from(attempts)
        .where(
          and(eq(attempts.studentId, studentId), lt(attempts.practiceDay, day), isNull(attempts.finishedAt)),
        );
      return row ? { publicId: row.publicId, day: row.day! } : null;
    },

    /**
     * The days the child did their practice, the latest first (as far back as a streak is counted): the
     * day's set finished with every question answered, not one the end of the day finished as it was.
     */
    async daysDone(studentId: number): Promise<Set<string>> {
      const rows = await db
        .select({ day: attempts.practiceDay })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, studentId),
            isNotNull(attempts.practiceDay),
            isNotNull(attempts.finishedAt),
            sql`array_position(${attempts.answers}, null) is null`,
          ),
        )
        .orderBy(desc(attempts.practiceDay))
        .limit(STREAK_HORIZON);
      return new Set(rows.map(({ day }) => day!));
    },

    /**
     * The minutes the child's practice sets of the days from `first` to `last` took, each from its start
     * to its hand-in (one not handed in counts until now, or its day's end).
     */
    async minutesPractised(studentId: number, first: string, last: string): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<number>`coalesce(sum(extract(epoch from least(coalesce(${attempts.finishedAt}, now()), ${attempts.deadline}) - ${attempts.startedAt})), 0)::float8`,
        })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, studentId),
            gte(attempts.practiceDay, first),
            lte(attempts.practiceDay, last),
          ),
        );
      return Math.round(row!.seconds / 60);
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
