import { z } from 'zod';
import { ANSWER_MODES } from '../../domain/answers.js';
import { DEADLINE_GRACE_MS, MAX_QUESTION_MS } from '../../domain/attempt-timing.js';
import { EXAM_TYPES } from '../../domain/exam-type.js';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { flashSchema, listeningSchema } from '../exams/index.js';
import {
  AnswerSchema,
  createdResultExample,
  createdResultSchema,
  FeedbackSchema,
  ReviewedResultSchema,
} from '../results/index.js';
import { QuestionSchema } from '../questions/index.js';

export const AttemptIdParamsSchema = z.object({
  attemptId: publicIdSchema('attempt').describe('The attempt, as POST …/attempt returned it'),
});

export const SaveAnswersBodySchema = z
  .strictObject({
    answers: z
      .array(AnswerSchema)
      .max(1000)
      .describe(
        'One entry per question, in order: the chosen option, or the number written for a typed exam; null ' +
          'while unanswered',
      ),
    times_ms: z
      .array(z.int().min(0).max(MAX_QUESTION_MS))
      .max(1000)
      .optional()
      .describe(
        'Optional, one entry per question: the milliseconds each has been on screen so far. The server keeps ' +
          'the longest reported for each, the sum held to the time the attempt has lasted by its clock; ' +
          'they time each formula the questions practise (GET /student/skills)',
      ),
  })
  .meta({ example: { answers: ['b', null, 'a'], times_ms: [8200, 3100, 12_400] } });

export const SubmitAttemptBodySchema = z
  .strictObject({
    answers: SaveAnswersBodySchema.shape.answers
      .optional()
      .describe('The last answers, saved with the submission; left out: the answers saved so far'),
    times_ms: SaveAnswersBodySchema.shape.times_ms,
  })
  .meta({ example: { answers: ['b', 'd', 'a'], times_ms: [8200, 9800, 12_400] } });

export const AttemptSchema = z
  .object({
    attempt_id: publicIdSchema('attempt'),
    exam_id: publicIdSchema('exam'),
    student_id: publicIdSchema('student'),
    status: z.enum(['open', 'finished']),
    exam: z.object({
      title: z.string(),
      type: z.enum(EXAM_TYPES),
      duration: z.int().describe('Minutes allowed'),
      total_questions: z.int(),
      total_marks: z.int(),
      flash: flashSchema,
      listening: listeningSchema,
      answerMode: z
        .enum(ANSWER_MODES)
        .describe(
          '"typed": the child writes each number (the questions have no options); "choice": picks one',
        ),
      negativeAnswers: z
        .boolean()
        .describe('Whether an answer may be below zero: a typed answer’s keypad needs a minus only then'),
    }),
    started_at: isoDateTimeOutput(),
    deadline: isoDateTimeOutput().describe(
      `When time is up; answers are still taken for ${DEADLINE_GRACE_MS / 1000} s after it, for the network`,
    ),
    server_time: isoDateTimeOutput().describe(
      'The server’s clock now: count down from it, not the device clock',
    ),
    questions_version: z.int(),
    questions: z
      .array(QuestionSchema)
      .describe(
        'The questions this attempt shows, in its own order with its own order of options (a regeneration ' +
          'never changes them); answer and correct_option only for the exam’s admin',
      ),
    answers: z.array(AnswerSchema).describe('The answers saved so far, one per question'),
    saved_at: isoDateTimeOutput().nullable(),
    finished_at: isoDateTimeOutput().nullable(),
    result: ReviewedResultSchema.nullable().describe(
      'Once finished: the result, with the review the reader may see',
    ),
  })
  .meta({ id: 'Attempt' });

export type Attempt = z.infer<typeof AttemptSchema>;

const exampleQuestions = [
  { position: 1, question: '48 + 27 - 19', marks: 2, option_a: 56, option_b: 66, option_c: 57, option_d: 46 },
  { position: 2, question: '35 - 12 + 8', marks: 2, option_a: 21, option_b: 31, option_c: 41, option_d: 30 },
  { position: 3, question: '9 + 64 - 31', marks: 2, option_a: 52, option_b: 43, option_c: 42, option_d: 32 },
];

export const exampleAttempt = {
  attempt_id: 't2WcX7vB9nM4qL8z',
  exam_id: 'eZ4nB7cD1fG9hJ2k',
  student_id: 's8PqR2vX5nK0LmW4',
  status: 'open',
  exam: {
    title: 'Level 2 weekly practice',
    type: 'practice',
    duration: 30,
    total_questions: 3,
    total_marks: 6,
    flash: null,
    listening: null,
    answerMode: 'choice',
    negativeAnswers: false,
  },
  started_at: '2026-11-21T09:30:00.000Z',
  deadline: '2026-11-21T10:00:00.000Z',
  server_time: '2026-11-21T09:31:12.000Z',
  questions_version: 1,
  questions: exampleQuestions,
  answers: ['a', null, null],
  saved_at: '2026-11-21T09:31:10.000Z',
  finished_at: null,
  result: null,
} as const;

const attemptMessage = (message: string, statusCode: 200 | 201) =>
  successEnvelopeSchema(z.object({ message: z.string(), attempt: AttemptSchema }), statusCode).meta({
    example: { success: true, statusCode, data: { message, attempt: exampleAttempt } },
  });

export const startAttemptResponses = {
  201: attemptMessage('Attempt started Successfully', 201).describe('A new attempt: the clock is running'),
  200: attemptMessage('Attempt resumed Successfully', 200).describe(
    'The attempt still open, resumed as it was',
  ),
  ...errorResponses(400, 401, 403, 404, 409, 500),
};

export const readAttemptResponses = {
  200: successEnvelopeSchema(AttemptSchema)
    .describe('The attempt (finished first if its time is up)')
    .meta({ example: { success: true, statusCode: 200, data: exampleAttempt } }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const saveAnswersResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string(), saved_at: isoDateTimeOutput() }))
    .describe('The answers were saved')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Answers saved Successfully', saved_at: '2026-11-21T09:31:10.000Z' },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const submitAttemptResponses = {
  201: createdResultSchema(
    z
      .array(FeedbackSchema)
      .nullable()
      .describe('Per question, as far as the exam’s review shows while it is open; null: the score alone'),
    {
      mastered_now: z
        .array(z.string())
        .describe(
          'The formulas (as the generator names them: add.big.7, mul.3×7) these answers made mastered: ' +
            'mastered now and not before the hand-in, for the app to praise; usually empty',
        ),
    },
  )
    .describe('The attempt was scored and its result recorded')
    .meta(
      createdResultExample(
        {
          result_id: 'r6TgY3uI8oP1aS5d',
          exam: 'eZ4nB7cD1fG9hJ2k',
          score: 4,
          total_correct: 2,
          time_taken: 7.25,
          date_completed: '2026-11-21T09:37:15.000Z',
          createdAt: '2026-11-21T09:37:15.000Z',
          total_marks: 6,
          total_questions: 3,
          duration: 30,
          type: 'practice',
          superseded: false,
          live_round: false,
          in_analytics: true,
        },
        [
          { position: 1, chosen: 'a', is_correct: true, correct_option: 'a' },
          { position: 2, chosen: 'd', is_correct: false, correct_option: 'a' },
          { position: 3, chosen: 'c', is_correct: true, correct_option: 'c' },
        ],
        { mastered_now: ['add.big.7'] },
      ),
    ),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};
