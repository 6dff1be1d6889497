import {
  type ExamChange,
  type ExamEventData,
  type ResultChange,
  type ResultEventData,
  type RoundChange,
  type RoundEventData,
} from '@abacus/contract';
import type { ExamRow } from '../exams/index.js';
import type { ResultWithContext } from '../results/index.js';
import type { RoundRow } from '../rounds/index.js';

/**
 * What the children who may join a round hear of it: enough to follow the projector. Who joined and who
 * answered is the teacher's to watch (and sixty answers a question would be sixty events to every child).
 */
const HEARD_BY_STUDENTS: readonly RoundChange[] = ['opened', 'question', 'revealed', 'ended'];

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
      data: ExamEventData;
    }
  | {
      name: 'result';
      /** The admin whose exam it is. */
      adminId: number;
      studentId: number;
      data: ResultEventData;
    }
  | {
      name: 'round';
      /** The round's admin. */
      adminId: number;
      /** The level whose children may join, or every level of the class with `wholeClass`. */
      level: number;
      wholeClass: boolean;
      data: RoundEventData;
    };

/** Whom a stream belongs to, as far as deciding what it hears goes. */
export type Listener =
  { role: 'admin'; id: number } | { role: 'student'; id: number; adminId: number; level: number | null };

/**
 * Whether a stream hears of an event: an admin of everything of their own exams and rounds, a student of
 * their admin's exams at their level, of their own results, and of the rounds they may join (those of
 * their admin at their confirmed level, or for the whole class) as far as HEARD_BY_STUDENTS goes.
 */
export function hears(listener: Listener, event: LiveEvent): boolean {
  if (listener.role === 'admin') return event.adminId === listener.id;
  if (event.name === 'exam')
    return (
      event.adminId === listener.adminId && listener.level !== null && event.levels.includes(listener.level)
    );
  if (event.name === 'round')
    return (
      event.adminId === listener.adminId &&
      listener.level !== null &&
      (event.wholeClass || event.level === listener.level) &&
      HEARD_BY_STUDENTS.includes(event.data.change)
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

export function roundEvent(
  round: Pick<
    RoundRow,
    'adminId' | 'publicId' | 'wholeClass' | 'questionIndex' | 'players' | 'playing' | 'answered'
  > & {
    exam: Pick<RoundRow['exam'], 'level'>;
  },
  change: RoundChange,
): LiveEvent {
  return {
    name: 'round',
    adminId: round.adminId,
    level: round.exam.level,
    wholeClass: round.wholeClass,
    data: {
      round_id: round.publicId,
      change,
      question_index: round.questionIndex,
      players: round.players,
      playing: round.playing,
      answered: round.answered,
    },
  };
}
