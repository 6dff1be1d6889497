import { cleanText, textOfLength } from './clean-text.js';
import {
  MAX_DURATION,
  MAX_EXAM_TITLE_LENGTH,
  MAX_FLASH_GAP_MS,
  MAX_FLASH_INTERVAL_MS,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
  MIN_DURATION,
  MIN_EXAM_TITLE_LENGTH,
  MIN_FLASH_GAP_MS,
  MIN_FLASH_INTERVAL_MS,
  MIN_LISTENING_NUMBERS_PER_MINUTE,
} from './limits.js';
import { wholeNumber } from './whole-number.js';

export const examTitleSchema = cleanText()
  .pipe(textOfLength(MIN_EXAM_TITLE_LENGTH, MAX_EXAM_TITLE_LENGTH))
  .meta({ example: 'Level 2 weekly practice' });

export const examDurationSchema = wholeNumber(MIN_DURATION, MAX_DURATION)
  .describe(`Minutes allowed, ${MIN_DURATION}–${MAX_DURATION}`)
  .meta({ example: 30 });

/** Flash anzan: how long each term of a + - question is shown alone. */
export const flashIntervalSchema = wholeNumber(MIN_FLASH_INTERVAL_MS, MAX_FLASH_INTERVAL_MS).describe(
  'Milliseconds each term is shown',
);

/** Flash anzan: the blank between two terms. */
export const flashGapSchema = wholeNumber(MIN_FLASH_GAP_MS, MAX_FLASH_GAP_MS).describe(
  'Milliseconds of blank screen between two terms',
);

/**
 * How flash anzan shows terms unless the teacher says otherwise, and how exams made before these settings
 * are shown: back to back, each with its sign, under a "Number i of n" counter.
 */
export const FLASH_DEFAULTS = { gapMs: 0, showSign: true, showCounter: true } as const;

/** Listening sums: how many numbers the app reads aloud a minute. */
export const listeningPaceSchema = wholeNumber(
  MIN_LISTENING_NUMBERS_PER_MINUTE,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
).describe('Numbers read aloud a minute');

/**
 * What a student is shown of a result while the exam is open: the score alone, which questions were
 * right, or the right answers too. Once the exam is closed, everything.
 */
export const REVIEW_WHILE_OPEN_OPTIONS = ['score', 'right-wrong', 'answers'] as const;
export type ReviewWhileOpen = (typeof REVIEW_WHILE_OPEN_OPTIONS)[number];

/** A test keeps its key while it is open; practice is for checking oneself. */
export const defaultReviewWhileOpen = (isAssessment: boolean): ReviewWhileOpen =>
  isAssessment ? 'score' : 'answers';

/** A test gives every child their own numbers unless the teacher says otherwise; practice shares them. */
export const defaultQuestionsPerStudent = (isAssessment: boolean): boolean => isAssessment;
