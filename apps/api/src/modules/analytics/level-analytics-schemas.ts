import { z } from 'zod';
import { isoDateTimeOutput } from '../../lib/common-schemas.js';
import { instantQuery } from '../../lib/query-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { levelAnalyticsExample } from './analytics-examples.js';
import type { LevelFigures } from './analytics-model.js';
import type { Same } from './analytics-schemas.js';

export const LevelAnalyticsQuerySchema = z.strictObject({
  from: instantQuery()
    .optional()
    .describe('Results completed at or after this (a date: from its start)')
    .meta({ example: '2026-10-01' }),
  to: instantQuery({ endOfDay: true })
    .optional()
    .describe('Results completed at or before this (a date: through its end)')
    .meta({ example: '2026-11-30' }),
});

export type LevelAnalyticsQuery = z.infer<typeof LevelAnalyticsQuerySchema>;

const byExamType = <Figure extends z.ZodType>(figure: Figure, of: string) =>
  z.object({ practice: figure, assessment: figure }).describe(`${of}, of practice exams and of assessments`);

const LevelFiguresSchema = z
  .object({
    level: z.int(),
    students: z.int().describe("The admin's current (not deleted) students at this level"),
    exams: byExamType(z.int(), "The admin's current (not deleted) exams at this level"),
    results: byExamType(
      z.int(),
      "Results completed in the range of the admin's exams at this level (deleted exams and students included)",
    ),
    avgScorePercentage: byExamType(
      z.number().nullable(),
      "Average of those results' score percentages (each rounded to 2 decimals), rounded to 2; null without results",
    ),
    studentsWithoutResult: z
      .int()
      .describe("This level's current students with no result at all (of any exam) completed in the range"),
  })
  .meta({ id: 'LevelFigures' });

true satisfies Same<z.infer<typeof LevelFiguresSchema>, LevelFigures>;

export const levelAnalyticsResponses = {
  200: successEnvelopeSchema(
    z.object({
      from: isoDateTimeOutput().nullable().describe('The first instant counted; null when open'),
      to: isoDateTimeOutput().nullable().describe('The last instant counted; null when open'),
      levels: z
        .array(LevelFiguresSchema)
        .describe('Levels that have current students or exams, or results in the range; ascending'),
    }),
  )
    .describe("Level-wise performance of the admin's classes; no students, exams or results → no levels")
    .meta({ example: levelAnalyticsExample }),
  ...errorResponses(400, 401, 403, 500),
};
