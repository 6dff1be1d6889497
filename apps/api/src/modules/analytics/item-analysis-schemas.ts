import { z } from 'zod';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { ExamSchema } from '../exams/exams-schemas.js';
import { itemAnalysisExample } from './analytics-examples.js';
import type { ItemAnalysis } from './analytics-model.js';
import { NAMED_ANALYTICS_ERRORS, type Same } from './analytics-schemas.js';

const OptionLetterSchema = z.enum(OPTION_LETTERS);
const results = (which: string) => z.int().describe(`Results that ${which}`);

const ItemAnalysisSchema = z.object({
  questions_version: z.int().describe("The version of the questions described: the exam's current one"),
  results: z
    .int()
    .describe('Results analysed: those whose answers were given to this version of the questions'),
  questions: z
    .array(
      z.object({
        position: z.int().describe('From 1, in the order the questions are asked'),
        question: z.string().describe('The expression, with * and /'),
        correct_option: OptionLetterSchema,
        answered: results('chose an option (did not skip the question)'),
        correctPercentage: z
          .number()
          .nullable()
          .describe(
            'Results that chose the correct option, of all results analysed (a skipped question is not ' +
              'correct), in % rounded to 2 decimals; null without results',
          ),
        chosen: z
          .object({
            a: results('chose a'),
            b: results('chose b'),
            c: results('chose c'),
            d: results('chose d'),
            none: results('skipped the question'),
          })
          .describe('How the results answered: each option, and none'),
        mostChosenWrong: OptionLetterSchema.nullable().describe(
          'The wrong option chosen most often (ties → the earlier letter); null when no result chose a wrong one',
        ),
      }),
    )
    .describe('Every question of the current version, in order'),
});

true satisfies Same<z.infer<typeof ItemAnalysisSchema>, ItemAnalysis>;

export const itemAnalysisResponses = {
  200: successEnvelopeSchema(z.object({ exam: ExamSchema, analytics: ItemAnalysisSchema }))
    .describe('How the results answered each question; without results: counts 0, null percentages')
    .meta({ example: itemAnalysisExample }),
  ...errorResponses(...NAMED_ANALYTICS_ERRORS),
};
