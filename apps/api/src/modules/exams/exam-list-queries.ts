import type { ReviewWhileOpen } from '@abacus/contract';
import type { AnswerMode } from '@abacus/generator';
import { and, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { containsText, isoTimestamp, offsetOf, pageOf, totalRows, type Page } from '../../db/queries.js';
import { examIsOpen } from '../../db/schema/exams.js';
import { admins, attempts, exams, resultSummaries, results } from '../../db/schema/index.js';
import { examColumns, type ExamRow } from './exam-rows.js';

/** Filters both views of the exam list share. */
export interface ExamFilter {
  title?: string | undefined;
  level?: number | undefined;
  isActive?: boolean | undefined;
  isSingleAttempt?: boolean | undefined;
  page: number;
  limit: number;
}

export interface AdminExamFilter extends ExamFilter {
  adminId: number;
  deleted: boolean;
}

export interface StudentExamFilter extends ExamFilter {
  adminId: number;
  studentId: number;
  studentPublicId: string;
  studentLevel: number;
}

export interface AdminExamListRow extends ExamRow {
  totalAttended: number;
  highestScore: number | null;
  uniqueStudents: number;
  takingNow: number;
}

/**
 * A row of a student's exam list: only what the list shows, its instants already as ISO strings (the
 * hottest read of all, so no Date is made only to be written out again).
 */
export interface StudentExamListRow {
  publicId: string;
  title: string;
  duration: number;
  level: number;
  totalQuestions: number;
  totalMarks: number;
  totalMarksPerQuestion: number;
  isActive: boolean;
  opensAt: string | null;
  closesAt: string | null;
  isSingleAttempt: boolean;
  questionsVersion: number;
  flashIntervalMs: number | null;
  flashGapMs: number;
  flashShowSign: boolean;
  flashShowCounter: boolean;
  listeningNumbersPerMinute: number | null;
  answerMode: AnswerMode;
  questionsPerStudent: boolean;
  reviewWhileOpen: ReviewWhileOpen;
  deletedAt: string | null;
  createdAt: string;
  createdBy: string;
  totalAttempted: number;
  lastAttempt: string | null;
  /** A result of this test set aside by the teacher for one more try, and none counting since. */
  anotherTry: boolean;
  /** The student's attempt still open (its public id and deadline), to resume. */
  openAttempt: { attemptId: string; deadline: string } | null;
}

function filterConditions(filter: ExamFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.title) conditions.push(containsText(exams.title, filter.title));
  if (filter.level !== undefined) conditions.push(eq(exams.level, filter.level));
  if (filter.isActive !== undefined) conditions.push(filter.isActive ? examIsOpen : not(examIsOpen));
  if (filter.isSingleAttempt !== undefined)
    conditions.push(eq(exams.isSingleAttempt, filter.isSingleAttempt));
  return conditions;
}

/**
 * A column of the listed exam, named with its table inside a subquery: Drizzle leaves the columns of a
 * single-table select unqualified, and there they would mean the subquery's own table.
 */
const outerExam = (column: 'id' | 'admin_id') => sql`${exams}.${sql.identifier(column)}`;

/** A figure over the exam's result summaries (one row per student who has a result). */
const ofSummaries = <Value>(aggregate: SQL) =>
  sql<Value>`(select ${aggregate} from ${resultSummaries} where ${resultSummaries.examId} = ${outerExam('id')})`;

/**
 * What an admin sees of who took each exam, superseded results included: from the summaries, so an exam
 * with a million results costs its students' rows, not its results'.
 */
const adminFigures = {
  totalAttended: ofSummaries<number>(sql`coalesce(sum(${resultSummaries.results}), 0)::int`),
  highestScore: ofSummaries<number | null>(sql`max(${resultSummaries.highestScore})`),
  uniqueStudents: ofSummaries<number>(sql`count(*)::int`),
  // Whom closing the exam now would stop mid-way: attempts started, not handed in, still within their time.
  takingNow: sql<number>`(select count(*)::int from ${attempts} where ${attempts.examId} = ${outerExam('id')}
    and ${attempts.finishedAt} is null and ${attempts.deadline} > now())`,
};

/** What each SQL expression of `Figures` yields. */
type ValuesOf<Figures extends Record<string, SQL>> = {
  [Name in keyof Figures]: Figures[Name] extends SQL<infer T> ? T : never;
};

/**
 * A page of exams, newest first, each with the `figures` of its view. The figures are computed for
 * the page's exams only, so a page costs the same however many results the admin has.
 */
async function pageOfExams<Figures extends Record<string, SQL>>(
  db: Database,
  where: SQL | undefined,
  figures: Figures,
  { page, limit }: ExamFilter,
): Promise<Page<ExamRow & ValuesOf<Figures>>> {
  // The exam's columns and its figures in one flat row, as Drizzle builds it: no copy of each row.
  const rows = (await db
    .select({ ...examColumns, total: totalRows(), ...figures })
    .from(exams)
    .where(where)
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(limit)
    .offset(offsetOf(page, limit))) as (ExamRow & ValuesOf<Figures> & { total: number })[];
  // Omit<…, 'total'> of a generic type is opaque to TypeScript; it is these rows without their total.
  return (await pageOf(rows, () => db.$count(exams, where))) as Page<ExamRow & ValuesOf<Figures>>;
}

/** Who took one exam, as its admin's list shows it. */
export async function adminFiguresOfExam(
  db: Database,
  examId: number,
): Promise<ValuesOf<typeof adminFigures>> {
  const [row] = await db.select(adminFigures).from(exams).where(eq(exams.id, examId));
  return row!;
}

/** The admin's exams with their attempt statistics. */
export function listExamsForAdmin(db: Database, filter: AdminExamFilter): Promise<Page<AdminExamListRow>> {
  const where = and(
    eq(exams.adminId, filter.adminId),
    filter.deleted ? isNotNull(exams.deletedAt) : isNull(exams.deletedAt),
    // Today's practice is the platform's, shown to each child on its own card, never as an exam.
    not(exams.daily),
    ...filterConditions(filter),
  );
  return pageOfExams(db, where, adminFigures, filter);
}

/** An exam for every child at its level, or one that names this child. */
const isForStudent = (studentPublicId: string) =>
  sql`(${exams.students} is null or ${studentPublicId} = any(${exams.students}))`;

/**
 * The live exams of the student's admin at the student's level, with the student's own attempts. One
 * statement, written out rather than built and mapped by the ORM: every student opens it first. The
 * student's results and open attempts are read once and joined, not looked up again for every exam.
 */
export async function listExamsForStudent(
  db: Database,
  filter: StudentExamFilter,
): Promise<Page<StudentExamListRow>> {
  const where = and(
    eq(exams.adminId, filter.adminId),
    eq(exams.level, filter.studentLevel),
    isNull(exams.deletedAt),
    not(exams.daily),
    isForStudent(filter.studentPublicId),
    ...filterConditions(filter),
  );
  const mine = sql.identifier('mine');
  const open = sql.identifier('open');
  const { rows } = await db.execute<Record<keyof StudentExamListRow | 'total', unknown>>(sql`
    select ${exams.publicId} as "publicId", ${exams.title} as "title", ${exams.duration} as "duration",
      ${exams.level} as "level", ${exams.totalQuestions} as "totalQuestions",
      ${exams.totalMarks} as "totalMarks", ${exams.totalMarksPerQuestion} as "totalMarksPerQuestion",
      ${examIsOpen} as "isActive", ${isoTimestamp(exams.opensAt)} as "opensAt",
      ${isoTimestamp(exams.closesAt)} as "closesAt", ${exams.isSingleAttempt} as "isSingleAttempt",
      ${exams.questionsVersion} as "questionsVersion", ${exams.flashIntervalMs} as "flashIntervalMs",
      ${exams.flashGapMs} as "flashGapMs", ${exams.flashShowSign} as "flashShowSign",
      ${exams.flashShowCounter} as "flashShowCounter",
      ${exams.listeningNumbersPerMinute} as "listeningNumbersPerMinute",
      ${exams.answerMode} as "answerMode",
      ${exams.questionsPerStudent} as "questionsPerStudent", ${exams.reviewWhileOpen} as "reviewWhileOpen",
      ${isoTimestamp(exams.deletedAt)} as "deletedAt", ${isoTimestamp(exams.createdAt)} as "createdAt",
      ${admins.fullname} as "createdBy", coalesce(${mine}.attempted, 0) as "totalAttempted",
      ${isoTimestamp(sql`${mine}.last_completed`)} as "lastAttempt",
      coalesce(${mine}.attempted = 0 and ${mine}.set_aside, false) as "anotherTry",
      case when ${open}.public_id is not null then json_build_object(
        'attemptId', ${open}.public_id, 'deadline', ${isoTimestamp(sql`${open}.deadline`)}) end as "openAttempt",
      ${totalRows()} as "total"
    from ${exams}
    join ${admins} on ${admins.id} = ${exams.adminId}
    left join (
      select ${results.examId} as exam_id, count(*) filter (where not ${results.superseded})::int as attempted,
        max(${results.dateCompleted}) filter (where not ${results.superseded}) as last_completed,
        bool_or(${results.superseded}) as set_aside
      from ${results} where ${results.studentId} = ${filter.studentId}
      group by ${results.examId}
    ) ${mine} on ${mine}.exam_id = ${exams.id}
    left join (
      select ${attempts.examId} as exam_id, ${attempts.publicId} as public_id, ${attempts.deadline} as deadline
      from ${attempts} where ${attempts.studentId} = ${filter.studentId} and ${attempts.finishedAt} is null
    ) ${open} on ${open}.exam_id = ${exams.id}
    where ${where}
    order by ${exams.createdAt} desc, ${exams.id} desc
    limit ${filter.limit} offset ${offsetOf(filter.page, filter.limit)}`);
  return pageOf(rows as unknown as (StudentExamListRow & { total: number })[], () => db.$count(exams, where));
}
