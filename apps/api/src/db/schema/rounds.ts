import { MAX_SECONDS_TO_ANSWER, MIN_SECONDS_TO_ANSWER, ROUND_CODE_LENGTH } from '@abacus/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OPTION_LETTERS, type OptionLetter } from '../../domain/answers.js';
import { admins } from './admins.js';
import { between, createdAt, id, publicId, publicIdFormat, reference, textList } from './columns.js';
import { exams } from './exams.js';
import { students } from './students.js';

/**
 * A live round: the teacher shows an exam's questions one at a time on the projector and the class
 * answers on their devices. All of its state is here (no process remembers a round), and every change is
 * one conditional statement, so API processes racing on it give one outcome.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: id(),
    publicId: publicId('rounds', 'round'),
    adminId: reference(() => admins.id, 'cascade'),
    // An exam removed for good has no results, so nothing of its rounds was kept: they go with it.
    examId: reference(() => exams.id, 'cascade'),
    code: text().notNull(),
    /** Every confirmed child of the teacher may join, not only those at the exam's level. */
    wholeClass: boolean().notNull(),
    secondsToAnswer: smallint().notNull(),
    /** The exam's questions when the round began: its answers are saved as results only against them. */
    questionsVersion: integer().notNull(),
    /** 0 in the lobby, then the question on the projector (1-based). */
    questionIndex: smallint().notNull().default(0),
    /** When the current question was shown, to the millisecond; its timing counts from here. */
    shownAt: timestamp({ withTimezone: true }),
    /** When question 1 was shown: the round's time for a result counts from here, not from the lobby. */
    firstShownAt: timestamp({ withTimezone: true }),
    /** When the current question was closed before its time ran out (by the teacher or the last answer). */
    revealedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    resultsSavedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** The teacher's last move: a round left alone for ROUND_IDLE_HOURS counts as ended. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    publicIdFormat('rounds', 'round', t.publicId),
    check('rounds_code_digits', sql`${t.code} ~ ${sql.raw(`'^[0-9]{${ROUND_CODE_LENGTH}}$'`)}`),
    check(
      'rounds_seconds_to_answer_range',
      between(t.secondsToAnswer, MIN_SECONDS_TO_ANSWER, MAX_SECONDS_TO_ANSWER),
    ),
    check(
      'rounds_question_shown',
      sql`${t.questionIndex} >= 0 and (${t.questionIndex} = 0) = (${t.shownAt} is null)`,
    ),
    check('rounds_results_after_end', sql`${t.resultsSavedAt} is null or ${t.endedAt} is not null`),
    // The children type the code: among rounds not ended it names one. Rounds left idle are ended by the
    // statement that would reuse their code or start their teacher's next round.
    uniqueIndex('rounds_code_running')
      .on(t.code)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('rounds_one_running_per_admin')
      .on(t.adminId)
      .where(sql`${t.endedAt} is null`),
    index('rounds_admin_created_idx').on(t.adminId, t.createdAt),
    index('rounds_exam_idx').on(t.examId),
  ],
);

/** The children who joined a round, and when: one who joins during a question plays from the next. */
export const roundPlayers = pgTable(
  'round_players',
  {
    roundId: reference(() => rounds.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.studentId] }),
    index('round_players_student_idx').on(t.studentId),
  ],
);

/** A child's answer to one question of a round, received by the database's clock: one each, whatever races. */
export const roundAnswers = pgTable(
  'round_answers',
  {
    roundId: reference(() => rounds.id, 'cascade'),
    studentId: reference(() => students.id, 'cascade'),
    question: smallint().notNull(),
    /** The option chosen (a choice exam), or null. */
    choice: text().$type<OptionLetter | null>(),
    /** The number written (a typed exam), or null. */
    value: bigint({ mode: 'number' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** From the end of the countdown to the answer's arrival. */
    timeMs: integer().notNull(),
    isCorrect: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.studentId, t.question] }),
    check('round_answers_one_kind', sql`num_nonnulls(${t.choice}, ${t.value}) = 1`),
    check('round_answers_choice_letter', sql`${t.choice} in ${textList(OPTION_LETTERS)}`),
    check('round_answers_time_not_negative', sql`${t.timeMs} >= 0`),
    check('round_answers_question_positive', sql`${t.question} >= 1`),
  ],
);
