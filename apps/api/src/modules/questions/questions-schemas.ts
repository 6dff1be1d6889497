import { z } from 'zod';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { listQuery } from '../../lib/query-schemas.js';
import { errorResponses, examplePage, pageEnvelopeSchema } from '../../lib/envelope.js';
import { examMessageResponse, flashSchema, generationSettingsShape } from '../exams/exams-schemas.js';

export const QuestionsQuerySchema = listQuery();

export const WorksheetQuerySchema = z.strictObject({
  format: z
    .enum(['pdf'], 'must be pdf (the worksheet is only printed)')
    .optional()
    .describe('pdf, the only format; may be left out'),
});

/** Any setting left out keeps the exam's current one; the seed is new unless given. */
export const RegenerateQuestionsBodySchema = z
  .strictObject({
    maxTerms: generationSettingsShape.maxTerms.optional(),
    minNumber: generationSettingsShape.minNumber.optional(),
    maxNumber: generationSettingsShape.maxNumber.optional(),
    operators: generationSettingsShape.operators.optional(),
    total_questions: generationSettingsShape.total_questions.optional(),
    total_marks_per_question: generationSettingsShape.total_marks_per_question.optional(),
    abacusMethod: generationSettingsShape.abacusMethod,
    flash: flashSchema.optional(),
    seed: generationSettingsShape.seed,
  })
  .meta({
    example: {
      maxTerms: 4,
      total_questions: 50,
      operators: ['+', '-', '*'],
      maxNumber: 150,
      minNumber: 30,
      total_marks_per_question: 2,
    },
  });

export type RegenerateQuestionsBody = z.infer<typeof RegenerateQuestionsBodySchema>;

/** What every reader of a question is shown: the expression, its marks and its four options. */
export const shownQuestionFields = {
  question: z.string().describe('The expression with * and / (show them as × and ÷)'),
  marks: z.int(),
  option_a: z.int(),
  option_b: z.int(),
  option_c: z.int(),
  option_d: z.int(),
};

export const QuestionSchema = z.object({
  position: z.int().describe('1-based place in the exam'),
  ...shownQuestionFields,
  answer: z
    .int()
    .optional()
    .describe("For the owner, and for students in practice exams; never in a student's assessment"),
  correct_option: z.enum(OPTION_LETTERS).optional().describe('Given whenever answer is'),
});

export type Question = z.infer<typeof QuestionSchema>;

/** A question as a student sees it, for the examples of every response that shows one. */
export const EXAMPLE_QUESTION = {
  position: 1,
  question: '48 + 27 - 19',
  marks: 2,
  option_a: 56,
  option_b: 66,
  option_c: 57,
  option_d: 46,
};

export const questionsResponses = {
  200: pageEnvelopeSchema(QuestionSchema, {
    questions_version: z
      .int()
      .describe('The version of the questions; send it with answers so a regeneration cannot mismatch them'),
  })
    .describe('A page of the questions, in exam order')
    .meta({
      example: examplePage([{ ...EXAMPLE_QUESTION, answer: 56, correct_option: 'a' }], 20),
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const regenerateResponses = {
  200: examMessageResponse('Questions has been generated successfully').describe(
    'The exam with its new settings',
  ),
  ...errorResponses(400, 401, 403, 404, 415, 500),
};
