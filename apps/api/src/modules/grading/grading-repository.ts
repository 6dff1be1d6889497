import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { offsetOf, pageOf, totalRows, type Page } from '../../db/queries.js';
import { examIsOpen } from '../../db/schema/exams.js';
import {
  attempts,
  exams,
  gradingAwards,
  gradings,
  gradingSections,
  results,
  students,
} from '../../db/schema/index.js';

export type GradingRow = typeof gradings.$inferSelect;
export type NewGrading = Omit<
  typeof gradings.$inferInsert,
  'id' | 'publicId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export interface NewSection {
  examId: number;
  title: string;
  passMarks: number;
}

/** A section as it is read: its rule and the exam it is sat as. */
export interface SectionRow {
  position: number;
  title: string;
  passMarks: number;
  exam: {
    publicId: string;
    title: string;
    duration: number;
    totalQuestions: number;
    totalMarks: number;
    isActive: boolean;
    deleted: boolean;
  };
}

/** A grade a grading awards to a total of at least `minMarks`. */
export interface AwardRow {
  grade: string;
  minMarks: number;
}

export interface GradingWithSections extends GradingRow {
  sections: SectionRow[];
  /** Lowest first; none for a grading that awards its one grade on a pass. */
  awards: AwardRow[];
}

/** A child's latest counted result in one section. */
export interface SectionResultRow {
  studentId: number;
  position: number;
  score: number;
  fullMarks: number;
  resultId: string;
  dateCompleted: Date;
}

/**
 * A result the server scored from an attempt it timed. A section is always a test, sat only through an
 * attempt; a result reported while the exam was practice, before it became a section, does not count.
 */
const scoredFromAnAttempt = sql`exists (select 1 from ${attempts} where ${attempts.resultId} = ${results.id})`;

export function createGradingRepository(db: Database) {
  async function sectionsOf(gradingIds: number[]): Promise<Map<number, SectionRow[]>> {
    const bySection = new Map<number, SectionRow[]>(gradingIds.map((id) => [id, []]));
    if (gradingIds.length === 0) return bySection;
    const rows = await db
      .select({
        gradingId: gradingSections.gradingId,
        position: gradingSections.position,
        title: gradingSections.title,
        passMarks: gradingSections.passMarks,
        exam: {
          publicId: exams.publicId,
          title: exams.title,
          duration: exams.duration,
          totalQuestions: exams.totalQuestions,
          totalMarks: exams.totalMarks,
          isActive: examIsOpen,
          deleted: sql<boolean>`${exams.deletedAt} is not null`,
        },
      })
      .from(gradingSections)
      .innerJoin(exams, eq(exams.id, gradingSections.examId))
      .where(inArray(gradingSections.gradingId, gradingIds))
      .orderBy(asc(gradingSections.gradingId), asc(gradingSections.position));
    for (const { gradingId, ...section } of rows) bySection.get(gradingId)!.push(section);
    return bySection;
  }

  async function awardsOf(gradingIds: number[]): Promise<Map<number, AwardRow[]>> {
    const byGrading = new Map<number, AwardRow[]>(gradingIds.map((id) => [id, []]));
    if (gradingIds.length === 0) return byGrading;
    const rows = await db
      .select({
        gradingId: gradingAwards.gradingId,
        grade: gradingAwards.grade,
        minMarks: gradingAwards.minMarks,
      })
      .from(gradingAwards)
      .where(inArray(gradingAwards.gradingId, gradingIds))
      .orderBy(asc(gradingAwards.gradingId), asc(gradingAwards.minMarks));
    for (const { gradingId, ...award } of rows) byGrading.get(gradingId)!.push(award);
    return byGrading;
  }

  async function withSections(rows: GradingRow[]): Promise<GradingWithSections[]> {
    const ids = rows.map((row) => row.id);
    const [sections, awards] = [await sectionsOf(ids), await awardsOf(ids)];
    return rows.map((row) => ({ ...row, sections: sections.get(row.id)!, awards: awards.get(row.id)! }));
  }

  return {
    async create(
      grading: NewGrading,
      sections: NewSection[],
      awards: readonly AwardRow[] = [],
    ): Promise<GradingWithSections> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(gradings).values(grading).returning();
        await tx
          .insert(gradingSections)
          .values(
            sections.map((section, index) => ({ ...section, gradingId: row!.id, position: index + 1 })),
          );
        if (awards.length > 0) {
          await tx.insert(gradingAwards).values(awards.map((award) => ({ ...award, gradingId: row!.id })));
        }
        return (await createGradingRepository(tx).findById(row!.id))!;
      });
    },

    async findById(id: number): Promise<GradingWithSections | null> {
      const rows = await db.select().from(gradings).where(eq(gradings.id, id));
      return (await withSections(rows))[0] ?? null;
    },

    async findByPublicId(publicId: string): Promise<GradingWithSections | null> {
      const rows = await db.select().from(gradings).where(eq(gradings.publicId, publicId));
      return (await withSections(rows))[0] ?? null;
    },

    /** An admin's live gradings, or those of one level, newest first. */
    async list(filter: {
      adminId: number;
      level?: number;
      page: number;
      limit: number;
    }): Promise<Page<GradingWithSections>> {
      const where = and(
        eq(gradings.adminId, filter.adminId),
        isNull(gradings.deletedAt),
        filter.level === undefined ? undefined : eq(gradings.level, filter.level),
      );
      const page = await pageOf(
        await db
          .select({ grading: gradings, total: totalRows() })
          .from(gradings)
          .where(where)
          .orderBy(desc(gradings.createdAt), desc(gradings.id))
          .limit(filter.limit)
          .offset(offsetOf(filter.page, filter.limit)),
        async () => db.$count(gradings, where),
      );
      return { rows: await withSections(page.rows.map((row) => row.grading)), total: page.total };
    },

    /**
     * The latest counted result of each child in each section of the gradings, each scored by the server
     * from an attempt it timed: never a score a client reported (a retake's earlier result
     * does not count), of one child where `studentId` says.
     */
    async sectionResults(gradingIds: number[], studentId?: number): Promise<Map<number, SectionResultRow[]>> {
      const byGrading = new Map<number, SectionResultRow[]>(gradingIds.map((id) => [id, []]));
      if (gradingIds.length === 0) return byGrading;
      const rows = await db
        .selectDistinctOn([gradingSections.gradingId, results.studentId, gradingSections.position], {
          gradingId: gradingSections.gradingId,
          studentId: results.studentId,
          position: gradingSections.position,
          score: results.score,
          fullMarks: results.examTotalMarks,
          resultId: results.publicId,
          dateCompleted: results.dateCompleted,
        })
        .from(gradingSections)
        .innerJoin(results, and(eq(results.examId, gradingSections.examId), eq(results.superseded, false)))
        .where(
          and(
            inArray(gradingSections.gradingId, gradingIds),
            scoredFromAnAttempt,
            studentId === undefined ? undefined : eq(results.studentId, studentId),
          ),
        )
        .orderBy(
          asc(gradingSections.gradingId),
          asc(results.studentId),
          asc(gradingSections.position),
          desc(results.dateCompleted),
          desc(results.id),
        );
      for (const { gradingId, ...row } of rows) byGrading.get(gradingId)!.push(row);
      return byGrading;
    },

    /** Every grading of the admin (deleted ones too) in which the child has a result in some section. */
    async takenBy(adminId: number, studentId: number): Promise<GradingWithSections[]> {
      const rows = await db
        .select()
        .from(gradings)
        .where(
          and(
            eq(gradings.adminId, adminId),
            sql`exists (select 1 from ${gradingSections} join ${results} on ${results.examId} = ${gradingSections.examId}
              where ${gradingSections.gradingId} = ${gradings.id} and ${results.studentId} = ${studentId}
                and ${scoredFromAnAttempt})`,
          ),
        );
      return withSections(rows);
    },

    async studentsNamed(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: students.id,
          publicId: students.publicId,
          fullname: students.fullname,
          username: students.username,
        })
        .from(students)
        .where(inArray(students.id, ids));
    },

    /** Removed for good when no child has sat a section, else kept as deleted: it is part of their history. */
    async remove(id: number): Promise<{ permanently: boolean }> {
      const taken = await db.$count(
        gradingSections,
        and(
          eq(gradingSections.gradingId, id),
          sql`exists (select 1 from ${results} where ${results.examId} = ${gradingSections.examId})`,
        ),
      );
      if (taken > 0) {
        await db
          .update(gradings)
          .set({ deletedAt: sql`now()` })
          .where(eq(gradings.id, id));
        return { permanently: false };
      }
      await db.delete(gradings).where(eq(gradings.id, id));
      return { permanently: true };
    },

    /**
     * The clock of the live paper grading (of the exam's admin) the exam is a section of: the sections'
     * minutes added, and when the student first started one of them (their counted attempts), if they
     * have; null when the exam is in no paper.
     */
    async paperClock(
      examId: number,
      studentId: number,
    ): Promise<{ minutes: number; firstStartedAt: Date | null } | null> {
      const [paper] = await db
        .select({ id: gradings.id })
        .from(gradings)
        .innerJoin(gradingSections, eq(gradingSections.gradingId, gradings.id))
        .where(and(eq(gradingSections.examId, examId), eq(gradings.paper, true), isNull(gradings.deletedAt)))
        .orderBy(asc(gradings.id))
        .limit(1);
      if (!paper) return null;
      const [clock] = await db
        .select({
          minutes: sql<number>`sum(${exams.duration})::int`,
          firstStartedAt: sql<Date | null>`(select min(${attempts.startedAt}) from ${attempts}
            where ${attempts.examId} in (select ${gradingSections.examId} from ${gradingSections}
              where ${gradingSections.gradingId} = ${paper.id})
            and ${attempts.studentId} = ${studentId} and ${attempts.isAssessment} and not ${attempts.superseded})`,
        })
        .from(gradingSections)
        .innerJoin(exams, eq(exams.id, gradingSections.examId))
        .where(eq(gradingSections.gradingId, paper.id));
      const firstStartedAt = clock!.firstStartedAt;
      return {
        minutes: clock!.minutes,
        firstStartedAt: firstStartedAt === null ? null : new Date(firstStartedAt),
      };
    },

    /** Whether the exam is a section of a grading, deleted or not: it cannot go while the grading stays. */
    async isSection(examId: number): Promise<boolean> {
      return (await db.$count(gradingSections, eq(gradingSections.examId, examId))) > 0;
    },
  };
}

export type GradingRepository = ReturnType<typeof createGradingRepository>;
