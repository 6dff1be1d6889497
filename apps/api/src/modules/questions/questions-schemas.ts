import { z } from 'zod';
import { paginationQuery } from '../../lib/common-schemas.js';
import { errorResponses, pageEnvelopeSchema } from '../../lib/envelope.js';
import type { QuestionRow } from '../exams/exams-repository.js';
import { examMessageResponse, generationSettingsShape } from '../exams/exams-schemas.js';

export const QuestionsQuerySchema = z.strictObject({ ...paginationQuery });

/** Any setting left out keeps the exam's current one; the seed is new unless given. */
export const RegenerateQuestionsBodySchema = z
  .strictObject({
    maxTerms: generationSettingsShape.maxTerms.optional(),
    minNumber: generationSettingsShape.minNumber.optional(),
    maxNumber: generationSettingsShape.maxNumber.optional(),
    operators: generationSettingsShape.operators.optional(),
    total_questions: generationSettingsShape.total_questions.optional(),
    total_marks_per_question: generationSettingsShape.total_marks_per_question.optional(),
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

const OPTION_LETTER = z.enum(['a', 'b', 'c', 'd']);

export const QuestionSchema = z.object({
  position: z.int().describe('1-based place in the exam'),
  question: z.string().describe('The expression with * and / (show them as × and ÷)'),
  marks: z.int(),
  option_a: z.int(),
  option_b: z.int(),
  option_c: z.int(),
  option_d: z.int(),
  answer: z
    .int()
    .optional()
    .describe("For the owner, and for students in practice exams; never in a student's assessment"),
  correct_option: OPTION_LETTER.optional().describe('Given whenever answer is'),
});

export type Question = z.infer<typeof QuestionSchema>;

export function toQuestion(row: QuestionRow, withAnswer: boolean): Question {
  return {
    position: row.position,
    question: row.question,
    marks: row.marks,
    option_a: row.optionA,
    option_b: row.optionB,
    option_c: row.optionC,
    option_d: row.optionD,
    ...(withAnswer && { answer: row.answer, correct_option: row.correctOption }),
  };
}

export const questionsResponses = {
  200: pageEnvelopeSchema(QuestionSchema)
    .describe('A page of the questions, in exam order')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [
          {
            position: 1,
            question: '48 + 27 - 19',
            marks: 2,
            option_a: 56,
            option_b: 66,
            option_c: 57,
            option_d: 46,
            answer: 56,
            correct_option: 'a',
          },
        ],
        meta: { page: 1, limit: 100, total: 20 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const regenerateResponses = {
  200: examMessageResponse('Questions has been generated successfully').describe(
    'The exam with its new settings',
  ),
  ...errorResponses(400, 401, 403, 404, 415, 500),
};
