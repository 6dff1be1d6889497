import { z } from 'zod';
import { MAX_VALUE } from '@abacus/generator';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { EXAM_TYPES } from '../../domain/exam-type.js';
import { isoDateTimeInput, isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { gradeQuery, instantQuery, listQuery } from '../../lib/query-schemas.js';
import { shownQuestionFields } from '../questions/index.js';
import { reportLocaleQuery } from '../../lib/report-locale.js';
import { StudentSchema } from '../students/index.js';

/**
 * One answer: the option chosen (a multiple-choice exam), the number written (a typed exam), or null. The
 * exam's answerMode decides which kind it takes; the service says so when the other kind comes.
 */
export const AnswerSchema = z
  .union(
    [z.enum(OPTION_LETTERS), z.int().min(-MAX_VALUE).max(MAX_VALUE)],
    `must be ${OPTION_LETTERS.join(', ')}, a whole number (typed exams) or null`,
  )
  .nullable()
  .meta({ example: 'b' });
const ANSWER = AnswerSchema;
/** Minutes are kept to hundredths (0.6 s), as the database stores them. */
const MAX_MINUTES = 10_000;

export const ResultIdParamsSchema = z.object({
  resultId: publicIdSchema('result').describe('The result, as its submission or a results list returned it'),
});

export const FormatQuerySchema = z.strictObject({
  format: z
    .enum(['pdf'], 'must be pdf (the only other format is the default JSON)')
    .optional()
    .describe('pdf: the PDF report instead of JSON'),
  ...reportLocaleQuery,
});

export const ExamResultsQuerySchema = listQuery({
  format: FormatQuerySchema.shape.format,
  ...reportLocaleQuery,
});

export const ListResultsQuerySchema = listQuery({
  exam: publicIdSchema('exam').optional().describe('Only the results of this exam'),
  student: publicIdSchema('student').optional().describe("Admins only: only this student's results"),
  type: z
    .enum(EXAM_TYPES, 'must be assessment or practice')
    .optional()
    .describe('Only results of assessments, or only of practice exams'),
  level: gradeQuery().optional().describe('Only results of exams at this level'),
  from: instantQuery().optional().describe('Completed at or after this date (a date: from its start)'),
  to: instantQuery({ endOfDay: true })
    .optional()
    .describe('Completed at or before this (a date: through its end)'),
});

export const SubmitResultBodySchema = z
  .strictObject({
    exam: publicIdSchema('exam').describe('The exam taken'),
    time_taken: z
      .number('must be a number of minutes')
      .positive('must be more than 0 minutes')
      .max(MAX_MINUTES, `must be at most ${MAX_MINUTES} minutes`)
      .describe('Minutes spent (fractions allowed; kept to hundredths)'),
    date_completed: isoDateTimeInput().describe('When the student finished'),
    answers: z
      .array(ANSWER)
      .max(1000)
      .optional()
      .describe(
        'One entry per question, in question order: the chosen option, or the number written for a typed ' +
          'exam; null when skipped',
      ),
    questions_version: z
      .int()
      .min(1)
      .optional()
      .describe(
        'With answers: the questions_version the questions were read at; 409 if they were regenerated since',
      ),
    score: z.int().min(0).optional().describe('Practice without answers: the score the client computed'),
    total_correct: z.int().min(0).optional().describe('Practice without answers: how many were right'),
  })
  .meta({
    example: {
      exam: 'eZ4nB7cD1fG9hJ2k',
      time_taken: 12.5,
      date_completed: '2026-11-21T09:42:00.000Z',
      answers: ['a', 'c', null, 'd'],
    },
  });

export type SubmitResultBody = z.infer<typeof SubmitResultBodySchema>;

export const ResultSchema = z
  .object({
    result_id: publicIdSchema('result'),
    exam: publicIdSchema('exam').describe('The exam id'),
    score: z.int(),
    total_correct: z.int(),
    time_taken: z.number().describe('Minutes'),
    date_completed: isoDateTimeOutput(),
    createdAt: isoDateTimeOutput(),
    total_marks: z.int().describe('Of the exam as it was when this result was scored'),
    total_questions: z.int().describe('Of the exam as it was when this result was scored'),
    duration: z.int().describe('Minutes allowed, as it was when this result was scored'),
    type: z.enum(EXAM_TYPES),
    superseded: z
      .boolean()
      .describe('The teacher let the student take this test once more: kept in history, not counted'),
    live_round: z
      .boolean()
      .describe(
        'Saved from a live round: out of the questions the round played, which may be fewer than the exam has',
      ),
    in_analytics: z
      .boolean()
      .describe(
        'Counted in analytics (averages, best scores, attempts). false only for a live round’s results the ' +
          'teacher kept out; a superseded result is not counted either way',
      ),
  })
  .meta({ id: 'Result' });

export type Result = z.infer<typeof ResultSchema>;

export const ResultDetailSchema = ResultSchema.extend({
  student: StudentSchema.pick({
    student_id: true,
    fullname: true,
    username: true,
    sclass: true,
    level: true,
  }),
  examDetails: z.object({
    exam_id: publicIdSchema('exam'),
    title: z.string(),
    level: z.int(),
    daily_practice: z
      .boolean()
      .describe(
        "Whether it is a day's practice (GET /api/v1/student/practice/today): then no exam endpoint finds " +
          'its exam, and it is not taken again',
      ),
  }),
}).meta({ id: 'ResultDetail' });

export type ResultDetail = z.infer<typeof ResultDetailSchema>;

export const FeedbackSchema = z
  .object({
    position: z.int(),
    chosen: AnswerSchema.describe('The option chosen, or the number written (typed exams); null: skipped'),
    is_correct: z.boolean(),
    correct_option: z
      .enum(OPTION_LETTERS)
      .nullable()
      .optional()
      .describe(
        "Always for the exam's admin; a student sees it while the exam is open only when its reviewWhileOpen " +
          'is "answers", and always once it is closed (deactivated or deleted). null for a typed question',
      ),
    correct_answer: z
      .int()
      .optional()
      .describe('For a typed question, the right number: shown whenever correct_option would be'),
  })
  .meta({ id: 'Feedback' });

/** A result with the review of its answers, as far as the reader may see it. */
export const ReviewedResultSchema = ResultDetailSchema.extend({
  questions_version: z
    .int()
    .nullable()
    .describe('The version of the questions the answers were given for; null without answers'),
  answers: z
    .array(AnswerSchema)
    .nullable()
    .describe(
      'The chosen option, or the number written (typed exams), per question in order (null: skipped); null ' +
        'when the score was reported',
    ),
  feedback: z
    .array(FeedbackSchema)
    .nullable()
    .describe(
      'Per question, when the result has answers; null for a student while the exam is open and its ' +
        'reviewWhileOpen is "score"',
    ),
}).meta({ id: 'ReviewedResult' });

export type ReviewedResult = z.infer<typeof ReviewedResultSchema>;

/** The questions a result's answers were given for, as the student saw them (no answers). */
export const ShownQuestionSchema = z
  .object({ position: z.int(), ...shownQuestionFields })
  .meta({ id: 'ShownQuestion' });

export type ShownQuestion = z.infer<typeof ShownQuestionSchema>;

/** One result read on its own: its review with the questions it answered, to show them side by side. */
export const ResultReviewSchema = ReviewedResultSchema.extend({
  questions: z
    .array(ShownQuestionSchema)
    .describe('The questions the answers were given for, in order; empty when the result has no answers'),
}).meta({ id: 'ResultReview' });

export const AttemptingStudentSchema = StudentSchema.pick({
  student_id: true,
  fullname: true,
  username: true,
  sclass: true,
  level: true,
  is_deleted: true,
})
  .extend({
    attempts: z.int(),
    best_score: z.int(),
    last_attempt: isoDateTimeOutput(),
  })
  .meta({ id: 'AttemptingStudent' });

export type AttemptingStudentItem = z.infer<typeof AttemptingStudentSchema>;
