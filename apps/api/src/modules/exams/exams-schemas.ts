import {
  ABACUS_METHODS,
  ANSWER_MODES,
  GENERATOR_VERSION,
  OPERATORS,
  SETTING_BOUNDS,
} from '@abacus/generator';
import {
  examDurationSchema,
  examTitleSchema,
  FLASH_DEFAULTS,
  flashGapSchema,
  flashIntervalSchema,
  gradeSchema,
  listeningPaceSchema,
  REVIEW_WHILE_OPEN_OPTIONS,
  wholeNumber,
} from '@abacus/contract';
import { z } from 'zod';
import { EXAM_TYPES } from '../../domain/exam-type.js';
import { isoDateTimeInput, isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { booleanQuery, gradeQuery, listQuery, searchQuery } from '../../lib/query-schemas.js';
import { deletionResponse, errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';

export const ExamIdParamsSchema = z.object({
  examId: publicIdSchema('exam').describe('The exam, as its creation or the exam list returned it'),
});

const digitCount = wholeNumber(SETTING_BOUNDS.digits.min, SETTING_BOUNDS.digits.max);
const digitRangeSchema = z
  .strictObject({ min: digitCount, max: digitCount })
  .meta({ example: { min: 1, max: 2 } });
const answerModeSchema = z.enum(ANSWER_MODES, 'must be choice or typed');
const operandDigitsSchema = z
  .strictObject({ left: digitCount, right: digitCount })
  .meta({ example: { left: 2, right: 1 } });

/** What the question generator needs; the bounds are the generator's own. */
export const generationSettingsShape = {
  maxTerms: wholeNumber(SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)
    .describe('Most numbers in one question')
    .meta({ example: 3 }),
  minTerms: wholeNumber(SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)
    .optional()
    .describe(
      'Fewest numbers in one question (default 2); as many as maxTerms: every question has that many rows',
    ),
  minNumber: wholeNumber(SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
    .optional()
    .describe('Smallest number in a question; give minNumber and maxNumber, or digits, or operandDigits')
    .meta({ example: 1 }),
  maxNumber: wholeNumber(SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
    .optional()
    .describe('Largest number in a question')
    .meta({ example: 99 }),
  digits: digitRangeSchema
    .nullable()
    .optional()
    .describe(
      'Instead of minNumber and maxNumber: each row has from min to max digits (1–5), the count drawn first ' +
        'and alike, so 1–2 digits gives half one-digit rows',
    ),
  zeros: z
    .boolean()
    .optional()
    .describe(
      'true: half the numbers of two digits or more have a 0 inside (305, 40), as schools drill them',
    ),
  operandDigits: operandDigitsSchema
    .nullable()
    .optional()
    .describe(
      'A two-number × or ÷ drill (operators * and / only, maxTerms 2): × a left-digit number by a ' +
        'right-digit one (2×1, 3×1, 2×2); ÷ a right-digit divisor into a number whose quotient has left digits',
    ),
  negativeAnswers: z
    .boolean()
    .optional()
    .describe('true: + - questions whose running total may go below zero (upper grades); no abacusMethod'),
  answerMode: answerModeSchema
    .optional()
    .describe(
      '"choice" (default): four options to choose from; "typed": the child writes the number, as on an ' +
        'abacus examination paper (questions carry no options; answers are whole numbers)',
    ),
  operators: z
    .array(z.enum(OPERATORS, 'must be one of + - * /'))
    .min(1, 'must name at least one operator')
    .max(4, 'may name each operator once')
    .refine((list) => new Set(list).size === list.length, 'may name each operator once')
    // The refinement's rule, as JSON Schema states it: zod cannot see into a refinement.
    .meta({ example: ['+', '-'], uniqueItems: true }),
  total_questions: wholeNumber(SETTING_BOUNDS.totalQuestions.min, SETTING_BOUNDS.totalQuestions.max)
    .describe('Questions to generate')
    .meta({ example: 20 }),
  total_marks_per_question: wholeNumber(
    SETTING_BOUNDS.marksPerQuestion.min,
    SETTING_BOUNDS.marksPerQuestion.max,
  ).meta({ example: 2 }),
  abacusMethod: z
    .enum(ABACUS_METHODS, `must be one of ${ABACUS_METHODS.join(', ')}`)
    .nullable()
    .optional()
    .describe(
      'An abacus drill (+ and - only) restricted to the soroban moves a level is learning: direct beads ' +
        'only; small-friends (5-complements); big-friends (10-complements); mixed (any complement). Every ' +
        'question uses the method at least once. null or absent: any question.',
    ),
  seed: wholeNumber(0, SETTING_BOUNDS.seed.max)
    .optional()
    .describe('Makes generation repeatable: the same settings and seed give the same questions'),
};

const FLASH_DESCRIPTION =
  'Flash anzan (+ and - only; minTerms equal to maxTerms, so that every question flashes the same count ' +
  'of numbers): the app shows each term alone for intervalMs, with gapMs of blank screen after each';
const flashShape = {
  intervalMs: flashIntervalSchema,
  gapMs: flashGapSchema,
  showSign: z
    .boolean()
    .describe('false: a number added shows without its +; a number taken away always shows its −'),
  showCounter: z.boolean().describe('Whether "Number i of n" shows above the terms'),
};

/** Flash anzan as an exam is read: every setting, with the defaults of exams made before them. */
export const flashSchema = z
  .object(flashShape)
  .nullable()
  .describe(`${FLASH_DESCRIPTION}; null: a written exam`);

/** Flash anzan as a teacher sets it: the interval, and what differs from the defaults. */
export const flashInputSchema = z
  .strictObject({
    intervalMs: flashShape.intervalMs,
    gapMs: flashShape.gapMs
      .default(FLASH_DEFAULTS.gapMs)
      .describe(`${flashShape.gapMs.description} (default ${FLASH_DEFAULTS.gapMs})`),
    showSign: flashShape.showSign
      .default(FLASH_DEFAULTS.showSign)
      .describe(`${flashShape.showSign.description} (default ${FLASH_DEFAULTS.showSign})`),
    showCounter: flashShape.showCounter
      .default(FLASH_DEFAULTS.showCounter)
      .describe(`${flashShape.showCounter.description} (default ${FLASH_DEFAULTS.showCounter})`),
  })
  .nullable()
  .meta({ example: { intervalMs: 200, gapMs: 50, showSign: true, showCounter: false } })
  .describe(`${FLASH_DESCRIPTION}; null: a written exam`);

export type FlashSettings = NonNullable<z.infer<typeof flashSchema>>;

const LISTENING_DESCRIPTION =
  'Listening sums (+ and - only; not with flash): the app never shows the terms but reads them aloud, ' +
  'numbersPerMinute of them a minute, and the child answers after the last';

/** Listening sums, as an exam is read. */
export const listeningSchema = z
  .object({ numbersPerMinute: listeningPaceSchema })
  .nullable()
  .describe(`${LISTENING_DESCRIPTION}; null: the terms are shown`);

/** Listening sums, as a teacher sets them. */
export const listeningInputSchema = z
  .strictObject({ numbersPerMinute: listeningPaceSchema })
  .nullable()
  .meta({ example: { numbersPerMinute: 30 } })
  .describe(`${LISTENING_DESCRIPTION}; null: the terms are shown`);

export type ListeningSettings = NonNullable<z.infer<typeof listeningSchema>>;

const numberRangeIsOrdered = (body: { minNumber?: number; maxNumber?: number }) =>
  body.minNumber === undefined || body.maxNumber === undefined || body.minNumber <= body.maxNumber;
const NUMBER_RANGE_ISSUE = { message: 'must not be smaller than minNumber', path: ['maxNumber'] };

const questionsPerStudentSchema = z
  .boolean()
  .describe(
    'true: every attempt draws its own questions from these settings, so no two children share an answer ' +
      'key (the stored questions are the teacher’s sample); false: every attempt gets the stored questions. ' +
      'Either way each attempt shows them in its own order, with the options in their own order',
  );

const reviewWhileOpenSchema = z
  .enum(REVIEW_WHILE_OPEN_OPTIONS, `must be ${REVIEW_WHILE_OPEN_OPTIONS.join(', ')}`)
  .describe(
    'What a student is shown of their result while the exam is open: "score" (score and total only), ' +
      '"right-wrong" (plus whether each answer was right) or "answers" (plus the correct option). Once the ' +
      'exam is closed, everything',
  );

/** An opening time as a client sends it: a date-time, or null for none. */
const openingTimeInput = (what: string) => isoDateTimeInput().nullable().optional().describe(what);

const OPENS_AT =
  'When the exam opens by itself (ISO 8601 date-time); null or absent: at once. Giving opensAt or ' +
  'closesAt switches the exam on (is_active false with either → 400)';
const CLOSES_AT =
  'When the exam closes by itself (ISO 8601 date-time), after opensAt; null or absent: when the teacher ' +
  'closes it. An attempt still running then ends as when the teacher closes the exam';

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
  settings: z.object({
    maxTerms: z.int(),
    minTerms: z.int(),
    minNumber: z.int().describe('With digits or operandDigits, the smallest number they allow'),
    maxNumber: z.int().describe('With digits or operandDigits, the largest number they allow'),
    digits: digitRangeSchema.nullable(),
    zeros: z.boolean(),
    operandDigits: operandDigitsSchema.nullable(),
    negativeAnswers: z.boolean(),
    operators: z.array(z.enum(OPERATORS)),
    abacusMethod: z.enum(ABACUS_METHODS).nullable(),
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
}).meta({ id: 'AdminExamListItem' });

const StudentExamListItemSchema = ExamSchema.extend({
  created_by: z.object({ fullname: z.string() }),
  totalAttempted: z.int().describe("The student's results for this exam"),
  hasAttempted: z.object({ attempted: z.boolean(), attempt_date: isoDateTimeOutput().nullable() }),
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
  settings: {
    maxTerms: 3,
    minTerms: 2,
    minNumber: 1,
    maxNumber: 99,
    digits: null,
    zeros: false,
    operandDigits: null,
    negativeAnswers: false,
    operators: ['+', '-'],
    abacusMethod: null,
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
    [{ ...exampleAdminExam, total_attended: 12, highest_score: 38, unique_students: 9 }],
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
        data: { ...exampleAdminExam, total_attended: 12, highest_score: 38, unique_students: 9 },
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
