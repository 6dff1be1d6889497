import {
  FLASH_DEFAULTS,
  MAX_DURATION,
  MAX_FLASH_GAP_MS,
  MAX_FLASH_INTERVAL_MS,
  MAX_GRADE,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
  MIN_DURATION,
  MIN_FLASH_GAP_MS,
  MIN_FLASH_INTERVAL_MS,
  MIN_GRADE,
  MIN_LISTENING_NUMBERS_PER_MINUTE,
  REVIEW_WHILE_OPEN_OPTIONS,
  type ReviewWhileOpen,
} from '@abacus/contract';
import {
  ABACUS_METHODS,
  ANSWER_MODES,
  type AbacusMethod,
  type AnswerMode,
  type Operator,
  OPERATORS,
  SETTING_BOUNDS,
} from '@abacus/generator';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.js';
import {
  between,
  deletedAt,
  id,
  publicId,
  publicIdFormat,
  reference,
  textArray,
  textList,
  timestamps,
} from './columns.js';

export const exams = pgTable(
  'exams',
  {
    id: id(),
    publicId: publicId('exams', 'exam'),
    // Removing an admin removes their exams; the restrict on results keeps any exam that has results.
    adminId: reference(() => admins.id, 'cascade'),
    title: text().notNull(),
    /** Minutes. */
    duration: smallint().notNull(),
    level: smallint().notNull(),
    /**
     * The teacher's switch. Students may take the exam while it is on and the time is within the opening
     * times, if any (`examIsOpen`, which the API calls is_active); named apart so as not to be taken for it.
     */
    switchedOn: boolean('is_active').notNull(),
    /** When a switched-on exam opens by itself; null: at once. */
    opensAt: timestamp({ withTimezone: true }),
    /** When a switched-on exam closes by itself; null: when the teacher closes it. */
    closesAt: timestamp({ withTimezone: true }),
    /** A switched-off exam's due date, kept from when it was closed for when it is reopened. */
    keptClosesAt: timestamp({ withTimezone: true }),
    /** Single-attempt exams are assessments; the others are practice. */
    isSingleAttempt: boolean().notNull(),
    /** Each attempt draws its own questions from the settings; the stored ones are the teacher's sample. */
    questionsPerStudent: boolean().notNull().default(false),
    /** What a student is shown of a result while the exam is open. */
    reviewWhileOpen: text().$type<ReviewWhileOpen>().notNull().default('answers'),
    totalQuestions: integer().notNull(),
    totalMarksPerQuestion: smallint().notNull(),
    totalMarks: integer().notNull(),
    // Generation settings, kept so an exam can be regenerated and its questions explained.
    maxTerms: smallint().notNull(),
    minNumber: bigint({ mode: 'number' }).notNull(),
    maxNumber: bigint({ mode: 'number' }).notNull(),
    operators: text().array().$type<Operator[]>().notNull(),
    seed: bigint({ mode: 'number' }).notNull(),
    /** The generator's version: the same settings, seed and version give the same questions. */
    generatorVersion: smallint().notNull(),
    /** 1, and one more on every regeneration: answers name the questions they were given for. */
    questionsVersion: integer().notNull().default(1),
    /** A drill restricted to the soroban moves a level is learning; null for any other exam. */
    abacusMethod: text().$type<AbacusMethod>(),
    /** The skills every question practises (`add.big.7`, `mul.3×7`); empty for an exam with no focus. */
    focus: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The fewest numbers in a question; `minTerms = maxTerms` gives every question that many rows. */
    minTerms: smallint().notNull().default(2),
    /** Rows drawn by digit count (1–5) instead of from min–maxNumber, which then say the same; null: by range. */
    digitsMin: smallint(),
    digitsMax: smallint(),
    /** With digits, every question's rows have this many digits in all ("4 rows, 6 digits in all"); null: any. */
    totalDigits: smallint(),
    /** Half the numbers of two digits or more with a 0 inside. */
    zeros: boolean().notNull().default(false),
    /** A two-number × ÷ drill: × left-digit by right-digit; ÷ a left-digit quotient by a right-digit divisor. */
    operandLeft: smallint(),
    operandRight: smallint(),
    /** `+ -` questions whose running total may go below zero. */
    negativeAnswers: boolean().notNull().default(false),
    /**
     * With negativeAnswers, the percentage of questions made to end below zero; null without them, and for
     * exams made before shares were set (their running totals went below zero as they fell).
     */
    negativeShare: smallint(),
    /** How children answer: by choosing one of four options, or by writing the number. */
    answerMode: text().$type<AnswerMode>().notNull().default('choice'),
    /** Flash anzan: the app shows the terms one at a time, this many milliseconds each; null otherwise. */
    flashIntervalMs: integer(),
    // How the terms flash, read only when flashIntervalMs is set. Exams made before these settings flashed
    // back to back, with sign and counter: the defaults show them as they were.
    flashGapMs: integer().notNull().default(FLASH_DEFAULTS.gapMs),
    flashShowSign: boolean().notNull().default(FLASH_DEFAULTS.showSign),
    flashShowCounter: boolean().notNull().default(FLASH_DEFAULTS.showCounter),
    /** Listening sums: the app reads the terms aloud, this many a minute, and never shows them; null otherwise. */
    listeningNumbersPerMinute: integer(),
    /**
     * The exam behind a level's today's practice: one per admin and level, made by the platform, whose
     * attempts each draw a child's own set. No list shows it and no exam endpoint finds it; its results are
     * practice like any other.
     */
    daily: boolean().notNull().default(false),
    /**
     * The children the exam is for, by their public ids (a focused practice for those who need a formula);
     * null: every child at its level. Ids rather than a table of pairs: a child's closed account keeps its id,
     * and the student's exam list filters on the exam's own row.
     */
    students: text().array(),
    ...timestamps,
    deletedAt: deletedAt(),
  },
  (t) => [
    publicIdFormat('exams', 'exam', t.publicId),
    check('exams_duration_range', between(t.duration, MIN_DURATION, MAX_DURATION)),
    check('exams_level_range', between(t.level, MIN_GRADE, MAX_GRADE)),
    check(
      'exams_total_questions_range',
      between(t.totalQuestions, SETTING_BOUNDS.totalQuestions.min, SETTING_BOUNDS.totalQuestions.max),
    ),
    check(
      'exams_marks_per_question_range',
      between(
        t.totalMarksPerQuestion,
        SETTING_BOUNDS.marksPerQuestion.min,
        SETTING_BOUNDS.marksPerQuestion.max,
      ),
    ),
    check('exams_total_marks', sql`${t.totalMarks} = ${t.totalQuestions} * ${t.totalMarksPerQuestion}`),
    check('exams_max_terms_range', between(t.maxTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)),
    check(
      'exams_number_range',
      sql`${sql.raw(String(SETTING_BOUNDS.numbers.min))} <= ${t.minNumber} and ${t.minNumber} <= ${t.maxNumber} and ${t.maxNumber} <= ${sql.raw(String(SETTING_BOUNDS.numbers.max))}`,
    ),
    check(
      'exams_operators',
      sql`${between(sql`cardinality(${t.operators})`, 1, OPERATORS.length)} and ${t.operators} <@ ${textArray(OPERATORS)}`,
    ),
    check('exams_questions_version_positive', sql`${t.questionsVersion} >= 1`),
    check(
      'exams_abacus_method',
      sql`${t.abacusMethod} is null or (${t.abacusMethod} in ${textList(ABACUS_METHODS)} and ${t.operators} <@ ${textArray(['+', '-'])})`,
    ),
    check(
      'exams_flash',
      sql`${t.flashIntervalMs} is null or (${between(t.flashIntervalMs, MIN_FLASH_INTERVAL_MS, MAX_FLASH_INTERVAL_MS)} and ${t.operators} <@ ${textArray(['+', '-'])})`,
    ),
    check('exams_flash_gap_range', between(t.flashGapMs, MIN_FLASH_GAP_MS, MAX_FLASH_GAP_MS)),
    check(
      'exams_listening',
      sql`${t.listeningNumbersPerMinute} is null or (${between(t.listeningNumbersPerMinute, MIN_LISTENING_NUMBERS_PER_MINUTE, MAX_LISTENING_NUMBERS_PER_MINUTE)} and ${t.operators} <@ ${textArray(['+', '-'])} and ${t.flashIntervalMs} is null)`,
    ),
    check(
      'exams_min_terms_range',
      sql`${between(t.minTerms, SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)} and ${t.minTerms} <= ${t.maxTerms}`,
    ),
    check(
      'exams_digits',
      sql`(${t.digitsMin} is null and ${t.digitsMax} is null) or (${between(t.digitsMin, SETTING_BOUNDS.digits.min, SETTING_BOUNDS.digits.max)} and ${between(t.digitsMax, SETTING_BOUNDS.digits.min, SETTING_BOUNDS.digits.max)} and ${t.digitsMin} <= ${t.digitsMax})`,
    ),
    check(
      'exams_operand_digits',
      sql`(${t.operandLeft} is null and ${t.operandRight} is null) or (${between(t.operandLeft, SETTING_BOUNDS.operandDigits.min, SETTING_BOUNDS.operandDigits.max)} and ${between(t.operandRight, SETTING_BOUNDS.operandDigits.min, SETTING_BOUNDS.operandDigits.max)} and ${t.operators} <@ ${textArray(['*', '/'])} and ${t.maxTerms} = 2 and ${t.digitsMin} is null)`,
    ),
    check(
      'exams_negative_answers',
      sql`not ${t.negativeAnswers} or (${t.operators} <@ ${textArray(['+', '-'])} and ${t.abacusMethod} is null)`,
    ),
    check(
      'exams_total_digits',
      sql`${t.totalDigits} is null or (${t.digitsMin} is not null and ${t.minTerms} = ${t.maxTerms} and ${between(t.totalDigits, SETTING_BOUNDS.totalDigits.min, SETTING_BOUNDS.totalDigits.max)})`,
    ),
    check(
      'exams_negative_share',
      sql`${t.negativeShare} is null or (${t.negativeAnswers} and ${between(t.negativeShare, SETTING_BOUNDS.negativeShare.min, SETTING_BOUNDS.negativeShare.max)})`,
    ),
    check('exams_answer_mode', sql`${t.answerMode} in ${textList(ANSWER_MODES)}`),
    check(
      'exams_opening_times_order',
      sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.closesAt} > ${t.opensAt}`,
    ),
    // Opening times schedule an exam the teacher has switched on; switched off, it is closed whatever they say.
    check(
      'exams_opening_times_switched_on',
      sql`${t.switchedOn} or (${t.opensAt} is null and ${t.closesAt} is null)`,
    ),
    check('exams_kept_closing_switched_off', sql`${t.keptClosesAt} is null or not ${t.switchedOn}`),
    check('exams_students_not_empty', sql`${t.students} is null or cardinality(${t.students}) > 0`),
    check('exams_review_while_open', sql`${t.reviewWhileOpen} in ${textList(REVIEW_WHILE_OPEN_OPTIONS)}`),
    index('exams_admin_level_idx').on(t.adminId, t.level),
    uniqueIndex('exams_one_daily')
      .on(t.adminId, t.level)
      .where(sql`${t.daily}`),
  ],
);

/**
 * Whether students may take the exam now: switched on and within its opening times, by the database's
 * clock, so that every read decides alike and no background job is needed to open or close it.
 */
export const examIsOpen = sql<boolean>`(${exams.switchedOn} and (${exams.opensAt} is null or ${exams.opensAt} <= now())
  and (${exams.closesAt} is null or now() < ${exams.closesAt}))`;
