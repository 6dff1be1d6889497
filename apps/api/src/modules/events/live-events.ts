import type { ExamRow } from '../exams/exams-repository.js';
import type { ResultWithContext } from '../results/results-repository.js';

/** What happened to an exam, as the students and the admin who may see it are told. */
export type ExamChange = 'created' | 'opened' | 'closed' | 'changed' | 'deleted';

/** What happened to a result: handed in, or set aside so that its student may take the test again. */
export type ResultChange = 'created' | 'superseded';

/**
 * Something that changed for some accounts, with whom it concerns (database ids, for routing only) and
 * what their streams are sent (`data`: public ids and a word, never questions, answers or scores).
 */
export type LiveEvent =
  | {
      name: 'exam';
      /** The exam's admin. */
      adminId: number;
      /** The levels whose students see the exam (two when it moved from one to another). */
      levels: number[];
      data: { exam_id: string; change: ExamChange };
    }
  | {
      name: 'result';
      /** The admin whose exam it is. */
      adminId: number;
      studentId: number;
      data: { result_id: string; exam_id: string; student_id: string; change: ResultChange };
    };

/** Whom a stream belongs to, as far as deciding what it hears goes. */
export type Listener =
  { role: 'admin'; id: number } | { role: 'student'; id: number; adminId: number; level: number | null };

/**
 * Whether a stream hears of an event: an admin of everything of their own exams, a student of their
 * admin's exams at their level and of their own results.
 */
export function hears(listener: Listener, event: LiveEvent): boolean {
  if (listener.role === 'admin') return event.adminId === listener.id;
  if (event.name === 'exam')
    return (
      event.adminId === listener.adminId && listener.level !== null && event.levels.includes(listener.level)
    );
  return event.studentId === listener.id;
}

export function examEvent(
  exam: Pick<ExamRow, 'adminId' | 'level' | 'publicId'>,
  change: ExamChange,
  { previousLevel = exam.level }: { previousLevel?: number } = {},
): LiveEvent {
  return {
    name: 'exam',
    adminId: exam.adminId,
    levels: previousLevel === exam.level ? [exam.level] : [previousLevel, exam.level],
    data: { exam_id: exam.publicId, change },
  };
}

export function resultEvent(
  result: Pick<
    ResultWithContext,
    'publicId' | 'examPublicId' | 'studentPublicId' | 'examAdminId' | 'studentId'
  >,
  change: ResultChange,
): LiveEvent {
  return {
    name: 'result',
    adminId: result.examAdminId,
    studentId: result.studentId,
    data: {
      result_id: result.publicId,
      exam_id: result.examPublicId,
      student_id: result.studentPublicId,
      change,
    },
  };
}
