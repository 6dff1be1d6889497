import {
  MAX_MARKS,
  MAX_NUMBER,
  MAX_QUESTIONS,
  MAX_SEED,
  MAX_TERMS,
  MIN_MARKS,
  MIN_NUMBER,
  MIN_QUESTIONS,
  MIN_TERMS,
  OPERATORS,
} from '@abacus/generator';
import { z } from 'zod';
import {
  booleanQuery,
  cleanText,
  gradeSchema,
  integerQuery,
  isoDateTimeOutput,
  paginationQuery,
  publicIdSchema,
} from '../../lib/common-schemas.js';
import { errorResponses, pageEnvelopeSchema, successEnvelopeSchema } from '../../lib/envelope.js';
import type { AdminExamListRow, ExamRow, StudentExamListRow } from './exams-repository.js';

const wholeNumber = (min: number, max: number) =>
  z
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

export const ExamIdParamsSchema = z.object({ examId: publicIdSchema('exam') });

const titleSchema = cleanText()
  .pipe(z.string().min(3, 'must be 3 to 100 characters').max(100, 'must be 3 to 100 characters'))
  .meta({ example: 'Level 2 weekly practice' });
const durationSchema = wholeNumber(1, 360).describe('Minutes allowed, 1–360').meta({ example: 30 });

/** What the question generator needs (DESIGN §5.7); the bounds are the generator's own. */
export const generationSettingsShape = {
  maxTerms: wholeNumber(MIN_TERMS, MAX_TERMS).describe('Most numbers in one question').meta({ example: 3 }),
  minNumber: wholeNumber(MIN_NUMBER, MAX_NUMBER)
    .describe('Smallest number in a question')
    .meta({ example: 1 }),
  maxNumber: wholeNumber(MIN_NUMBER, MAX_NUMBER)
    .describe('Largest number in a question')
    .meta({ example: 99 }),
  operators: z
    .array(z.enum(OPERATORS, 'must be one of + - * /'))
    .min(1, 'must name at least one operator')
    .max(4, 'may name each operator once')
    .refine((list) => new Set(list).size === list.length, 'may name each operator once')
    .meta({ example: ['+', '-'] }),
  total_questions: wholeNumber(MIN_QUESTIONS, MAX_QUESTIONS)
    .describe('Questions to generate')
    .meta({ example: 20 }),
  total_marks_per_question: wholeNumber(MIN_MARKS, MAX_MARKS).meta({ example: 2 }),
  seed: wholeNumber(0, MAX_SEED)
    .optional()
    .describe('Makes generation repeatable: the same settings and seed give the same questions'),
};

const numberRangeIsOrdered = (body: { minNumber?: number; maxNumber?: number }) =>
  body.minNumber === undefined || body.maxNumber === undefined || body.minNumber <= body.maxNumber;
const NUMBER_RANGE_ISSUE = { message: 'must not be smaller than minNumber', path: ['maxNumber'] };

export const CreateExamBodySchema = z
  .strictObject({
    title: titleSchema,
    level: gradeSchema,
    duration: durationSchema,
    isSingleAttempt: z.boolean().describe('true: an assessment (one result per student); false: practice'),
    is_active: z.boolean().describe('Whether students may take it now'),
    ...generationSettingsShape,
  })
  .refine(numberRangeIsOrdered, NUMBER_RANGE_ISSUE)
  .meta({
    example: {
      title: 'Level 2 weekly practice',
      level: 2,
      duration: 30,
      isSingleAttempt: false,
      is_active: true,
      maxTerms: 3,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
      total_questions: 20,
      total_marks_per_question: 2,
    },
  });

export type CreateExamBody = z.infer<typeof CreateExamBodySchema>;

export const UpdateExamBodySchema = z
  .strictObject({
    title: titleSchema.optional(),
    duration: durationSchema.optional(),
    level: gradeSchema.optional(),
    is_active: z.boolean().optional(),
    isSingleAttempt: z.boolean().optional(),
  })
  .meta({ example: { title: 'Level 3 weekly practice', level: 3 } });

export type UpdateExamBody = z.infer<typeof UpdateExamBodySchema>;

export const ListExamsQuerySchema = z.strictObject({
  title: z.string().trim().min(1).max(100).optional().describe('Part of the title, any case'),
  level: integerQuery(1, 10).optional(),
  is_active: booleanQuery().optional(),
  isSingleAttempt: booleanQuery().optional(),
  type: z.enum(['assessment', 'practice'], 'must be assessment or practice').optional(),
  is_deleted: booleanQuery().optional().describe('Admins only: true lists the soft-deleted exams instead'),
  ...paginationQuery,
});

export const ExamSchema = z.object({
  exam_id: publicIdSchema('exam'),
  title: z.string(),
  duration: z.int().describe('Minutes'),
  level: z.int(),
  total_questions: z.int(),
  total_marks: z.int(),
  total_marks_per_question: z.int(),
  is_active: z.boolean(),
  isSingleAttempt: z.boolean(),
  type: z.enum(['assessment', 'practice']),
  is_deleted: z.boolean(),
  deletedAt: isoDateTimeOutput().nullable(),
  createdAt: isoDateTimeOutput(),
});

/** The owner's view: the exam and the settings its questions were generated with. */
export const AdminExamSchema = ExamSchema.extend({
  settings: z.object({
    maxTerms: z.int(),
    minNumber: z.int(),
    maxNumber: z.int(),
    operators: z.array(z.enum(OPERATORS)),
    seed: z.int().describe('Regenerating with these settings and this seed gives the same questions'),
  }),
});

const AdminExamListItemSchema = AdminExamSchema.extend({
  total_attended: z.int().describe('Results submitted'),
  highest_score: z.int().nullable().describe('Best score, null before the first result'),
  unique_students: z.int().describe('Students with at least one result'),
});

const StudentExamListItemSchema = ExamSchema.extend({
  created_by: z.object({ fullname: z.string() }),
  totalAttempted: z.int().describe("The student's results for this exam"),
  hasAttempted: z.object({ attempted: z.boolean(), attempt_date: isoDateTimeOutput().nullable() }),
});

export const examTypeOf = (row: Pick<ExamRow, 'isSingleAttempt'>) =>
  row.isSingleAttempt ? 'assessment' : 'practice';

export const toExam = (row: ExamRow): z.infer<typeof ExamSchema> => ({
  exam_id: row.publicId,
  title: row.title,
  duration: row.duration,
  level: row.level,
  total_questions: row.totalQuestions,
  total_marks: row.totalMarks,
  total_marks_per_question: row.totalMarksPerQuestion,
  is_active: row.isActive,
  isSingleAttempt: row.isSingleAttempt,
  type: examTypeOf(row),
  is_deleted: row.deletedAt !== null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toAdminExam = (row: ExamRow): z.infer<typeof AdminExamSchema> => ({
  ...toExam(row),
  settings: {
    maxTerms: row.maxTerms,
    minNumber: row.minNumber,
    maxNumber: row.maxNumber,
    operators: row.operators,
    seed: row.seed,
  },
});

export const toAdminExamListItem = (row: AdminExamListRow) => ({
  ...toAdminExam(row),
  total_attended: row.totalAttended,
  highest_score: row.highestScore,
  unique_students: row.uniqueStudents,
});

export const toStudentExamListItem = (row: StudentExamListRow) => ({
  ...toExam(row),
  created_by: { fullname: row.createdBy },
  totalAttempted: row.totalAttempted,
  hasAttempted: { attempted: row.totalAttempted > 0, attempt_date: row.lastAttempt?.toISOString() ?? null },
});

/** The exam the OpenAPI examples talk about. */
export const exampleExam = {
  exam_id: 'eZ4nB7cD1fG9hJ2k',
  title: 'Level 2 weekly practice',
  duration: 30,
  level: 2,
  total_questions: 20,
  total_marks: 40,
  total_marks_per_question: 2,
  is_active: true,
  isSingleAttempt: false,
  type: 'practice',
  is_deleted: false,
  deletedAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
} as const;
const exampleAdminExam = {
  ...exampleExam,
  settings: { maxTerms: 3, minNumber: 1, maxNumber: 99, operators: ['+', '-'], seed: 3_141_592_653 },
};

/** Response of a change to one exam: the message and the exam as it now is. */
export const examMessageResponse = (message: string, statusCode = 200) =>
  successEnvelopeSchema(z.object({ message: z.string(), exam: AdminExamSchema }), statusCode).meta({
    example: { success: true, statusCode, data: { message, exam: exampleAdminExam } },
  });

export const createExamResponses = {
  201: examMessageResponse('Exam Created Successfully', 201).describe(
    'The exam and its questions were created',
  ),
  ...errorResponses(400, 401, 403, 415, 500),
};

export const changeExamResponses = (message: string) => ({
  200: examMessageResponse(message).describe('The exam as it now is'),
  ...errorResponses(400, 401, 403, 404, 500),
});

export const updateExamResponses = {
  200: examMessageResponse('Exam updated Successfully').describe('The exam as it now is'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const listExamsResponses = {
  200: pageEnvelopeSchema(z.union([AdminExamListItemSchema, StudentExamListItemSchema]))
    .describe(
      "Admins get their own exams with attempt statistics; students get their admin's exams at their level " +
        'with their own attempts. An empty page is an empty array.',
    )
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [{ ...exampleAdminExam, total_attended: 12, highest_score: 38, unique_students: 9 }],
        meta: { page: 1, limit: 100, total: 1 },
      },
    }),
  ...errorResponses(400, 401, 403, 500),
};

export const deleteExamResponses = {
  200: successEnvelopeSchema(
    z.object({
      message: z.string(),
      permanently: z.boolean().describe('false when the exam was kept (soft-deleted) because it has results'),
    }),
  )
    .describe('The exam was deleted')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Exam deleted Successfully', permanently: false },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};
