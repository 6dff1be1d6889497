import { ABACUS_METHODS, GENERATOR_VERSION, OPERATORS } from '@abacus/generator';
import { examDurationSchema, examTitleSchema, gradeSchema } from '@abacus/contract';
import { z } from 'zod';
import { EXAM_TYPES } from '../../domain/exam-type.js';
import { isoDateTimeInput, isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { booleanQuery, gradeQuery, listQuery, searchQuery } from '../../lib/query-schemas.js';
import { deletionResponse, errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';
import {
  answerModeSchema,
  digitRangeSchema,
  flashInputSchema,
  flashSchema,
  generationSettingsShape,
  listeningInputSchema,
  listeningSchema,
  NUMBER_RANGE_ISSUE,
  numberRangeIsOrdered,
  operandDigitsSchema,
  questionsPerStudentSchema,
  reviewWhileOpenSchema,
} from './exam-settings-schemas.js';

export const ExamIdParamsSchema = z.object({
  examId: publicIdSchema('exam').describe('The exam, as its creation or the exam list returned it'),
});

/** An opening time as a client sends it: a date-time, or null for none. */
const openingTimeInput = (what: string) => isoDateTimeInput().nullable().optional().describe(what);

const OPENS_AT =
  'When the exam opens by itself (ISO 8601 date-time); null or absent: at once. Giving opensAt or ' +
  'closesAt switches the exam on (is_active false with either → 400)';
const CLOSES_AT =
  'When the exam closes by itself (ISO 8601 date-time), after opensAt; null or absent: when the teacher ' +
  'closes it. An attempt still running then ends as when the teacher closes the exam';

/** The most children one exam can name: a whole class and more, far fewer than a school. */
export const MOST_EXAM_STUDENTS = 500;

const EXAM_STUDENTS =
  'The children the exam is for (a focused practice for those who need a formula): your students at ' +
  "the exam's level, each once. Only they see it, take it and count in its figures";

const examStudentsInput = z
  .array(publicIdSchema('student'))
  .min(1, 'must name at least one student (leave it out for every child at the level)')
  .max(MOST_EXAM_STUDENTS)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a student twice')
  // The refinement's rule, as JSON Schema states it: zod cannot see into a refinement.
  .meta({ uniqueItems: true });

export const CreateExamBodySchema = z
  .strictObject({
    title: examTitleSchema,
    level: gradeSchema,
    duration: examDurationSchema,
    isSingleAttempt: z.boolean().describe('true: an assessment (one result per student); false: practice'),
    is_active: z
      .boolean()
      .describe("The teacher's switch: on, students may take the exam while within opensAt and closesAt"),
    opensAt: openingTimeInput(OPENS_AT),
    closesAt: openingTimeInput(`${CLOSES_AT}; on creation it must be still to come`),
    ...generationSettingsShape,
    flash: flashInputSchema.optional(),
    listening: listeningInputSchema.optional(),
    questionsPerStudent: questionsPerStudentSchema
      .optional()
      .describe(
        'Default: true for an assessment, false for practice. ' + questionsPerStudentSchema.description,
      ),
    reviewWhileOpen: reviewWhileOpenSchema
      .optional()
      .describe(
        'Default: "score" for an assessment, "answers" for practice. ' + reviewWhileOpenSchema.description,
      ),
    students: examStudentsInput.optional().describe(`${EXAM_STUDENTS}. Absent: every child at the level`),
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
    title: examTitleSchema.optional(),
    duration: examDurationSchema.optional(),
    level: gradeSchema.optional(),
    is_active: z
      .boolean()
      .optional()
      .describe('false switches the exam off and clears opensAt and closesAt; true switches it on'),
    opensAt: openingTimeInput(OPENS_AT),
    closesAt: openingTimeInput(CLOSES_AT),
    isSingleAttempt: z
      .boolean()
      .optional()
      .describe('Fixed once a student has started or sent a result: 409'),
    questionsPerStudent: questionsPerStudentSchema.optional(),
    reviewWhileOpen: reviewWhileOpenSchema.optional(),
    students: examStudentsInput
      .nullable()
      .optional()
      .describe(`${EXAM_STUDENTS}. null: every child at the level again`),
  })
  .meta({ example: { title: 'Level 3 weekly practice', level: 3 } });

export type UpdateExamBody = z.infer<typeof UpdateExamBodySchema>;

export const ListExamsQuerySchema = listQuery({
  title: searchQuery().optional().describe('Part of the title, any case'),
  level: gradeQuery().optional().describe('Only exams of this level (a student sees only their own level)'),
  is_active: booleanQuery()
    .optional()
    .describe(
      'true: only exams students may take now (switched on and within their opening times); false: the others',
    ),
  isSingleAttempt: booleanQuery().optional().describe('true: only assessments; false: only practice exams'),
  type: z
    .enum(['assessment', 'practice'], 'must be assessment or practice')
    .optional()
    .describe('Another way to say isSingleAttempt: assessment or practice'),
  is_deleted: booleanQuery().optional().describe('Admins only: true lists the soft-deleted exams instead'),
});

export const ExamSchema = z
  .object({
    exam_id: publicIdSchema('exam'),
    title: z.string(),
    duration: z.int().describe('Minutes'),
    level: z.int(),
    total_questions: z.int(),
    total_marks: z.int(),
    total_marks_per_question: z.int(),
    is_active: z
      .boolean()
      .describe(
        'Whether students may take it now: switched on by the teacher, and now within opensAt and closesAt',
      ),
    opensAt: isoDateTimeOutput()
      .nullable()
      .describe('When it opens by itself; null: open once switched on. Until then is_active is false'),
    closesAt: isoDateTimeOutput()
      .nullable()
      .describe(
        'When it closes by itself; null: open until the teacher closes it. From then is_active is false',
      ),
    isSingleAttempt: z.boolean(),
    type: z.enum(EXAM_TYPES),
    questions_version: z
      .int()
      .describe('1, and one more on every regeneration; answers name the version they were given for'),
    flash: flashSchema,
    listening: listeningSchema,
    answerMode: answerModeSchema.describe(
      'How children answer: choose one of four options, or write the number',
    ),
    questionsPerStudent: questionsPerStudentSchema,
    reviewWhileOpen: reviewWhileOpenSchema,
    is_deleted: z.boolean(),
    deletedAt: isoDateTimeOutput().nullable(),
    createdAt: isoDateTimeOutput(),
  })
  .meta({ id: 'Exam' });

/** The owner's view: the exam and the settings its questions were generated with. */
export type Exam = z.infer<typeof ExamSchema>;

export const AdminExamSchema = ExamSchema.extend({
  students: z
    .array(publicIdSchema('student'))
    .nullable()
    .describe('The children the exam is for; null: every child at its level'),
  settings: z.object({
    maxTerms: z.int(),
    minTerms: z.int(),
    minNumber: z.int().describe('With digits or operandDigits, the smallest number they allow'),
    maxNumber: z.int().describe('With digits or operandDigits, the largest number they allow'),
    digits: digitRangeSchema.nullable(),
    totalDigits: z
      .int()
      .nullable()
      .describe(
        "With digits, the digits of every question's rows in all; null: each row's count drawn alone",
      ),
    zeros: z.boolean(),
    operandDigits: operandDigitsSchema.nullable(),
    negativeAnswers: z.boolean(),
    negativeShare: z
      .int()
      .nullable()
      .describe(
        'With negativeAnswers, the percentage of questions made to end below zero; null without them, and ' +
          'for exams made before shares were set',
      ),
    operators: z.array(z.enum(OPERATORS)),
    abacusMethod: z.enum(ABACUS_METHODS).nullable(),
    focus: z.array(z.string()).describe('The skills every question practises; [] for an exam with no focus'),
    seed: z
      .int()
      .describe('Regenerating with these settings, this seed and version gives the same questions'),
    version: z.int().describe("The generator's version the questions were made with"),
  }),
}).meta({ id: 'AdminExam' });

export type AdminExam = z.infer<typeof AdminExamSchema>;

const AdminExamListItemSchema = AdminExamSchema.extend({
  total_attended: z.int().describe('Results submitted'),
  highest_score: z.int().nullable().describe('Best score, null before the first result'),
  unique_students: z.int().describe('Students with at least one result'),
  taking_now: z
    .int()
    .describe(
      'Students taking it now (an attempt started, not handed in, within its time): closing it ends theirs',
    ),
}).meta({ id: 'AdminExamListItem' });

const StudentExamListItemSchema = ExamSchema.extend({
  created_by: z.object({ fullname: z.string() }),
  totalAttempted: z.int().describe("The student's results for this exam"),
  hasAttempted: z.object({ attempted: z.boolean(), attempt_date: isoDateTimeOutput().nullable() }),
  another_try: z
    .boolean()
    .describe(
      'The teacher let the student take this test once more (their result of it is superseded) and they ' +
        'have not taken it again yet',
    ),
  openAttempt: z
    .object({ attempt_id: publicIdSchema('attempt'), deadline: isoDateTimeOutput() })
    .nullable()
    .describe("The student's attempt still open, to resume (POST …/attempt resumes it); null when none"),
}).meta({ id: 'StudentExamListItem' });

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
  opensAt: null,
  closesAt: null,
  isSingleAttempt: false,
  type: 'practice',
  questions_version: 1,
  flash: null,
  listening: null,
  answerMode: 'choice',
  questionsPerStudent: false,
  reviewWhileOpen: 'answers',
  is_deleted: false,
  deletedAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
} as const;
const exampleAdminExam = {
  ...exampleExam,
  students: null,
  settings: {
    maxTerms: 3,
    minTerms: 2,
    minNumber: 1,
    maxNumber: 99,
    digits: null,
    totalDigits: null,
    zeros: false,
    operandDigits: null,
    negativeAnswers: false,
    negativeShare: null,
    operators: ['+', '-'],
    abacusMethod: null,
    focus: [],
    seed: 3_141_592_653,
    version: GENERATOR_VERSION,
  },
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
  200: pageResponse(
    z.union([AdminExamListItemSchema, StudentExamListItemSchema]),
    "Admins get their own exams with attempt statistics; students get their admin's exams at their level " +
      'with their own attempts. An empty page is an empty array.',
    [{ ...exampleAdminExam, total_attended: 12, highest_score: 38, unique_students: 9, taking_now: 0 }],
  ),
  ...errorResponses(400, 401, 403, 500),
};

export const readExamResponses = {
  200: successEnvelopeSchema(z.union([AdminExamListItemSchema, ExamSchema]))
    .describe('The exam: for its admin with the settings its questions were made with and who took it')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: {
          ...exampleAdminExam,
          total_attended: 12,
          highest_score: 38,
          unique_students: 9,
          taking_now: 0,
        },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const deleteExamResponses = {
  200: deletionResponse('The exam was deleted', {
    message: 'Exam deleted Successfully',
    keptWhen: 'the exam was kept (soft-deleted) because it has results',
    examplePermanently: false,
  }),
  ...errorResponses(400, 401, 403, 404, 500),
};
