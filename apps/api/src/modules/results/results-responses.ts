import { z } from 'zod';
import { errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';
import { EXAMPLE_QUESTION } from '../questions/index.js';
import {
  AttemptingStudentSchema,
  FeedbackSchema,
  ResultDetailSchema,
  ResultReviewSchema,
  ResultSchema,
  type Result,
} from './results-schemas.js';

/** What the results routes answer, with the examples the OpenAPI document shows. */
const exampleResult = {
  result_id: 'r6TgY3uI8oP1aS5d',
  exam: 'eZ4nB7cD1fG9hJ2k',
  score: 36,
  total_correct: 18,
  time_taken: 12.5,
  date_completed: '2026-11-21T09:42:00.000Z',
  createdAt: '2026-11-21T09:42:01.000Z',
  total_marks: 40,
  total_questions: 20,
  duration: 30,
  type: 'practice',
  superseded: false,
  live_round: false,
  in_analytics: true,
} as const;
const exampleDetail = {
  ...exampleResult,
  student: {
    student_id: 's8PqR2vX5nK0LmW4',
    fullname: 'Ravi Kumar',
    username: 'ravi.k',
    sclass: 4,
    level: 2,
  },
  examDetails: {
    exam_id: 'eZ4nB7cD1fG9hJ2k',
    title: 'Level 2 weekly practice',
    level: 2,
    daily_practice: false,
  },
};
const exampleReviewed = {
  ...exampleDetail,
  questions_version: 1,
  answers: ['a', 'c'],
  feedback: [
    { position: 1, chosen: 'a', is_correct: true, correct_option: 'a' },
    { position: 2, chosen: 'c', is_correct: false, correct_option: 'b' },
  ],
};

/** A 201 that records a result: the message, the result, and its `feedback` as the route gives it. */
export const createdResultSchema = <
  Feedback extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, z.ZodType>,
>(
  feedback: Feedback,
  extra?: Extra,
) =>
  successEnvelopeSchema(
    z.object({ message: z.string(), result: ResultSchema, feedback, ...(extra ?? ({} as Extra)) }),
    201,
  );

/** The example of a 201 that records a result: the one message, the result and its feedback. */
export const createdResultExample = (
  result: Result,
  feedback: z.infer<typeof FeedbackSchema>[],
  extra: Record<string, unknown> = {},
) => ({
  example: {
    success: true,
    statusCode: 201,
    data: { message: 'Result created Successfully', result, feedback, ...extra },
  },
});

export const submitResultResponses = {
  201: createdResultSchema(
    z
      .array(FeedbackSchema)
      .nullable()
      .optional()
      .describe('Per question, when answers were sent; null when the exam shows students the score alone'),
  )
    .describe('The result was recorded (scored by the server when answers were sent)')
    .meta(
      createdResultExample(exampleResult, [
        { position: 1, correct_option: 'a', chosen: 'a', is_correct: true },
      ]),
    ),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const getResultResponses = {
  200: successEnvelopeSchema(ResultReviewSchema)
    .describe('The result with its student, exam, and the review of its answers beside their questions')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: {
          ...exampleReviewed,
          questions: [
            EXAMPLE_QUESTION,
            {
              position: 2,
              question: '35 - 12 + 8',
              marks: 2,
              option_a: 21,
              option_b: 31,
              option_c: 41,
              option_d: 30,
            },
          ],
        },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const deleteResultResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string() }))
    .describe('The result was deleted')
    .meta({ example: { success: true, statusCode: 200, data: { message: 'Result Deleted Successfully' } } }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const examResultsResponses = {
  200: pageResponse(ResultDetailSchema, 'A page of results, newest first', [exampleDetail]),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const attemptingStudentsResponses = {
  200: pageResponse(
    AttemptingStudentSchema,
    'Students with at least one result in the exam, by name',
    [
      {
        student_id: 's8PqR2vX5nK0LmW4',
        fullname: 'Ravi Kumar',
        username: 'ravi.k',
        sclass: 4,
        level: 2,
        is_deleted: false,
        attempts: 3,
        best_score: 38,
        last_attempt: '2026-11-21T09:42:00.000Z',
      },
    ],
    1,
  ),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const deleteExamResultsResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string(), deletedResults: z.int() }))
    .describe("The exam's results were deleted")
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Exam results deleted Successfully', deletedResults: 12 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const listResultsResponses = {
  200: pageResponse(
    ResultDetailSchema,
    'A page of result summaries, newest first; an empty page is an empty array',
    [exampleDetail],
  ),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const retakeResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string(), result: ResultSchema }))
    .describe('The student may take the test once more; their earlier result stays, superseded')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: {
          message: 'Retake allowed Successfully',
          result: { ...exampleResult, type: 'assessment', superseded: true },
        },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 409, 500),
};
