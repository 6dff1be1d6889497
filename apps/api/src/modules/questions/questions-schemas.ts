import { MISTAKES } from '@abacus/generator';
import { z } from 'zod';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { listQuery } from '../../lib/query-schemas.js';
import { errorResponses, examplePage, pageEnvelopeSchema } from '../../lib/envelope.js';
import {
  examMessageResponse,
  flashInputSchema,
  generationSettingsShape,
  listeningInputSchema,
} from '../exams/index.js';
import { reportLocaleQuery } from '../../lib/report-locale.js';

export const QuestionsQuerySchema = listQuery();

export const WorksheetQuerySchema = z.strictObject({
  format: z
    .enum(['pdf'], 'must be pdf (the worksheet is only printed)')
    .optional()
    .describe('pdf, the only format; may be left out'),
  ...reportLocaleQuery,
});

/**
 * Any setting left out keeps the exam's current one; the seed is new unless given. The numbers change as a
 * whole: digits, operandDigits or minNumber/maxNumber replace the exam's way of giving them (null drops it).
 */
export const RegenerateQuestionsBodySchema = z
  .strictObject({
    maxTerms: generationSettingsShape.maxTerms.optional(),
    minTerms: generationSettingsShape.minTerms,
    minNumber: generationSettingsShape.minNumber,
    maxNumber: generationSettingsShape.maxNumber,
    digits: generationSettingsShape.digits,
    totalDigits: generationSettingsShape.totalDigits,
    zeros: generationSettingsShape.zeros,
    operandDigits: generationSettingsShape.operandDigits,
    negativeAnswers: generationSettingsShape.negativeAnswers,
    negativeShare: generationSettingsShape.negativeShare,
    answerMode: generationSettingsShape.answerMode,
    operators: generationSettingsShape.operators.optional(),
    total_questions: generationSettingsShape.total_questions.optional(),
    total_marks_per_question: generationSettingsShape.total_marks_per_question.optional(),
    abacusMethod: generationSettingsShape.abacusMethod,
    focus: generationSettingsShape.focus,
    flash: flashInputSchema.optional(),
    listening: listeningInputSchema.optional(),
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

const MistakeSchema = z
  .enum(MISTAKES)
  .nullable()
  .describe(
    'five-bead: the 5-bead left as it was on one rod (±5, ±50, …); one-bead: one earth bead too many or too ' +
      'few on the units rod; carry: a carry or borrow lost or one too many (±10, ±100, …); skipped-row: one ' +
      'row left out; sign: one row added instead of taken away, or the other way; rod-slip: one number set a ' +
      'rod too far left or right; times-table: one product or quotient digit from the next row of the table. ' +
      'null for the answer, for both mistakes at once, and for every option of questions made before mistakes ' +
      'were recorded',
  );

/** The mistake each option of a question stands for, by letter. */
export const OptionMistakesSchema = z.object({
  a: MistakeSchema,
  b: MistakeSchema,
  c: MistakeSchema,
  d: MistakeSchema,
});

const optionField = z.int().nullable();

/**
 * What every reader of a question is shown: the expression, its marks and its four options (null in a typed
 * exam, where the child writes the number).
 */
export const shownQuestionFields = {
  question: z.string().describe('The expression with * and / (show them as × and ÷)'),
  marks: z.int(),
  option_a: optionField.describe('null for a typed exam (answerMode "typed"): the child writes the number'),
  option_b: optionField,
  option_c: optionField,
  option_d: optionField,
};

export const QuestionSchema = z
  .object({
    position: z.int().describe('1-based place in the exam'),
    ...shownQuestionFields,
    answer: z
      .int()
      .optional()
      .describe("For the owner, and for students in practice exams; never in a student's assessment"),
    correct_option: z
      .enum(OPTION_LETTERS)
      .nullable()
      .optional()
      .describe('Given whenever answer is; null for a typed question (no options)'),
    mistakes: OptionMistakesSchema.optional().describe(
      'For the exam’s admin only, on multiple-choice questions: the mistake on the abacus each option stands for',
    ),
    skills: z
      .record(z.string(), z.int())
      .optional()
      .describe(
        'For the exam’s admin only: the skills the question practises and how often, as a child works it on ' +
          'the soroban — add|sub . direct|small|big|mix . 1–9 for each digit entered on a rod (add.big.7: +7 ' +
          'with a big friend) and for a carry or borrow that needs a friend of its own; mul.a×b and div.a×b ' +
          'for the table facts of × and ÷ (2 ≤ a ≤ b ≤ 9). Setting the first number is no step',
      )
      .meta({ example: { 'add.big.7': 1, 'sub.small.3': 1 } }),
  })
  .meta({ id: 'Question' });

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
      example: examplePage([{ ...EXAMPLE_QUESTION, answer: 56, correct_option: 'a' }], 20, {
        questions_version: 1,
      }),
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const regenerateResponses = {
  200: examMessageResponse('Questions has been generated successfully').describe(
    'The exam with its new settings',
  ),
  ...errorResponses(400, 401, 403, 404, 415, 500),
};
