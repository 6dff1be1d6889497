import { MISTAKES, type Mistake } from '@abacus/generator';
import { z } from 'zod';
import { OPTION_LETTERS } from '../../domain/answers.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { ExamSchema } from '../exams/index.js';
import { OptionMistakesSchema } from '../questions/index.js';
import { itemAnalysisExample } from './analytics-examples.js';
import type { ItemAnalysis } from './analytics-model.js';
import { NAMED_ANALYTICS_ERRORS, type Same } from './analytics-schemas.js';

const OptionLetterSchema = z.enum(OPTION_LETTERS);
const results = (which: string) => z.int().describe(`Results that ${which}`);

const ItemAnalysisSchema = z
  .object({
    questions_version: z.int().describe("The version of the questions described: the exam's current one"),
    perStudent: z
      .boolean()
      .describe(
        'true: every attempt drew its own questions (questionsPerStudent), so the analysis is by position: ' +
          'how the class did on the first question asked, the second, … (no question or correct option)',
      ),
    results: z
      .int()
      .describe('Results analysed: those whose answers were given to this version of the questions'),
    mistakesMade: z
      .object(Object.fromEntries(MISTAKES.map((mistake) => [mistake, z.int()])) as Record<Mistake, z.ZodInt>)
      .describe(
        'Wrong answers over all the questions, by the mistake on the abacus each chosen option stood for',
      ),
    questions: z
      .array(
        z.object({
          position: z
            .int()
            .describe(
              'From 1, in the exam’s order (attempts showed them shuffled and are mapped back); by position ' +
                'asked when perStudent',
            ),
          question: z.string().nullable().describe('The expression, with * and /; null when perStudent'),
          correct_option: OptionLetterSchema.nullable().describe(
            'In the exam’s order of options (attempts showed them shuffled and are mapped back); null when ' +
              'perStudent, and for a typed question (no options)',
          ),
          answered: results('chose an option or wrote a number (did not skip the question)'),
          correctPercentage: z
            .number()
            .nullable()
            .describe(
              'Results that chose the correct option (or wrote the right number), of all results analysed (a skipped question is not ' +
                'correct), in % rounded to 2 decimals; null without results',
            ),
          chosen: z
            .object({
              a: results('chose a (when perStudent, the option shown as a)'),
              b: results('chose b'),
              c: results('chose c'),
              d: results('chose d'),
              none: results('skipped the question'),
            })
            .describe('How the results answered: each option, and none'),
          mostChosenWrong: OptionLetterSchema.nullable().describe(
            'The wrong option chosen most often (ties → the earlier letter); null when no result chose a wrong one',
          ),
          mostWrittenWrong: z
            .object({ answer: z.int(), results: results('wrote it') })
            .nullable()
            .describe(
              'For a typed question: the wrong number written most often (ties → the smaller); null when none was',
            ),
          mistakes: OptionMistakesSchema.nullable().describe(
            'The mistake on the abacus each option stands for; null when perStudent and for questions made ' +
              'before mistakes were recorded',
          ),
          mostMadeMistake: z
            .object({ mistake: z.enum(MISTAKES), results: results('chose an option standing for it') })
            .nullable()
            .describe(
              'The mistake the wrong answers to this question stood for most often, whatever option showed it ' +
                '(ties → the earlier in the list of mistakes); null when no wrong answer stood for one',
            ),
        }),
      )
      .describe('Every question of the current version, in order'),
  })
  .meta({ id: 'ItemAnalysis' });

true satisfies Same<z.infer<typeof ItemAnalysisSchema>, ItemAnalysis>;

export const itemAnalysisResponses = {
  200: successEnvelopeSchema(z.object({ exam: ExamSchema, analytics: ItemAnalysisSchema }))
    .describe('How the results answered each question; without results: counts 0, null percentages')
    .meta({ example: itemAnalysisExample }),
  ...errorResponses(...NAMED_ANALYTICS_ERRORS),
};
