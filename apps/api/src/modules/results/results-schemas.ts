import { z } from 'zod';
import { isoDateTimeOutput, paginationQuery, publicIdSchema } from '../../lib/common-schemas.js';
import { errorResponses, pageEnvelopeSchema, successEnvelopeSchema } from '../../lib/envelope.js';
import type { AttemptingStudent, ResultWithContext } from './results-repository.js';

const ANSWER = z.enum(['a', 'b', 'c', 'd'], 'must be a, b, c, d or null').nullable();
/** Minutes are kept to hundredths (0.6 s), as the database stores them. */
const MAX_MINUTES = 10_000;

export const ResultIdParamsSchema = z.object({ resultId: publicIdSchema('result') });

export const FormatQuerySchema = z.strictObject({
  format: z.enum(['pdf'], 'must be pdf (the only other format is the default JSON)').optional(),
});

export const ExamResultsQuerySchema = z.strictObject({
  format: FormatQuerySchema.shape.format,
  ...paginationQuery,
});

export const SubmitResultBodySchema = z
  .strictObject({
    exam: publicIdSchema('exam').describe('The exam taken'),
    time_taken: z
      .number('must be a number of minutes')
      .positive('must be more than 0 minutes')
      .max(MAX_MINUTES, `must be at most ${MAX_MINUTES} minutes`)
      .describe('Minutes spent (fractions allowed; kept to hundredths)'),
    date_completed: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time, e.g. 2026-11-21T09:30:00Z' })
      .describe('When the student finished'),
    answers: z
      .array(ANSWER)
      .max(1000)
      .optional()
      .describe('One entry per question, in question order: the chosen option, or null when skipped'),
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

export const ResultSchema = z.object({
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
  type: z.enum(['assessment', 'practice']),
});

export const ResultDetailSchema = ResultSchema.extend({
  student: z.object({
    student_id: publicIdSchema('student'),
    fullname: z.string(),
    username: z.string(),
    sclass: z.int(),
    level: z.int(),
  }),
  examDetails: z.object({ exam_id: publicIdSchema('exam'), title: z.string(), level: z.int() }),
});

export const FeedbackSchema = z.object({
  position: z.int(),
  correct_option: z.enum(['a', 'b', 'c', 'd']),
  chosen: z.enum(['a', 'b', 'c', 'd']).nullable(),
  is_correct: z.boolean(),
});

export const toResult = (row: ResultWithContext): z.infer<typeof ResultSchema> => ({
  result_id: row.publicId,
  exam: row.examPublicId,
  score: row.score,
  total_correct: row.totalCorrect,
  time_taken: row.timeTaken,
  date_completed: row.dateCompleted.toISOString(),
  createdAt: row.createdAt.toISOString(),
  total_marks: row.examTotalMarks,
  total_questions: row.examTotalQuestions,
  duration: row.examDuration,
  type: row.examIsSingleAttempt ? 'assessment' : 'practice',
});

export const toResultDetail = (row: ResultWithContext): z.infer<typeof ResultDetailSchema> => ({
  ...toResult(row),
  student: {
    student_id: row.studentPublicId,
    fullname: row.studentFullname,
    username: row.studentUsername,
    sclass: row.studentSclass,
    level: row.studentLevel,
  },
  examDetails: { exam_id: row.examPublicId, title: row.examTitle, level: row.examLevel },
});

export const AttemptingStudentSchema = z.object({
  student_id: publicIdSchema('student'),
  fullname: z.string(),
  username: z.string(),
  sclass: z.int(),
  level: z.int(),
  is_deleted: z.boolean(),
  attempts: z.int(),
  best_score: z.int(),
  last_attempt: isoDateTimeOutput(),
});

export const toAttemptingStudent = (row: AttemptingStudent): z.infer<typeof AttemptingStudentSchema> => ({
  student_id: row.studentPublicId,
  fullname: row.fullname,
  username: row.username,
  sclass: row.sclass,
  level: row.level,
  is_deleted: row.isDeleted,
  attempts: row.attempts,
  best_score: row.bestScore,
  last_attempt: row.lastAttempt.toISOString(),
});

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
  examDetails: { exam_id: 'eZ4nB7cD1fG9hJ2k', title: 'Level 2 weekly practice', level: 2 },
};
/** Buffers skip response serialization, so this schema only types and documents the PDF. */
const pdfResponse = {
  content: {
    'application/pdf': {
      schema: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary', description: 'A PDF report' }),
    },
  },
};

export const submitResultResponses = {
  201: successEnvelopeSchema(
    z.object({
      message: z.string(),
      result: ResultSchema,
      feedback: z.array(FeedbackSchema).optional().describe('Per question, when answers were sent'),
    }),
    201,
  )
    .describe('The result was recorded (graded by the server when answers were sent)')
    .meta({
      example: {
        success: true,
        statusCode: 201,
        data: {
          message: 'Result created Successfully',
          result: exampleResult,
          feedback: [{ position: 1, correct_option: 'a', chosen: 'a', is_correct: true }],
        },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const getResultResponses = {
  200: successEnvelopeSchema(ResultDetailSchema)
    .describe('The result with its student and exam')
    .meta({ example: { success: true, statusCode: 200, data: exampleDetail } }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const deleteResultResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string() }))
    .describe('The result was deleted')
    .meta({ example: { success: true, statusCode: 200, data: { message: 'Result Deleted Successfully' } } }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const examResultsResponses = {
  200: pageEnvelopeSchema(ResultDetailSchema)
    .describe('A page of results, newest first')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [exampleDetail],
        meta: { page: 1, limit: 100, total: 1 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const PDF_RESPONSE = pdfResponse;

export const attemptingStudentsResponses = {
  200: pageEnvelopeSchema(AttemptingStudentSchema)
    .describe('Students with at least one result in the exam, by name')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [
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
        meta: { page: 1, limit: 100, total: 1 },
      },
    }),
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
