import { z } from 'zod';
import { isoDateTimeOutput } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { MASTERY_LEVELS, MASTERY_WINDOW } from './mastery.js';

export const SkillReportSchema = z
  .object({
    skill: z.string().describe('The formula, as the generator names it: add.big.7, sub.small.3, mul.3×7'),
    uses: z.int().describe('Answered questions that used it, ever'),
    rightPercent: z
      .number()
      .describe(
        `Of its last ${MASTERY_WINDOW} uses, the share right (a wrong answer charged elsewhere is right here)`,
      ),
    medianTimeMs: z
      .int()
      .nullable()
      .describe(
        `The median time on screen of the questions of its last ${MASTERY_WINDOW} uses; null when none was timed`,
      ),
    mastery: z
      .enum(MASTERY_LEVELS)
      .describe(
        `From its last ${MASTERY_WINDOW} uses: new (fewer than 5), mastered (90 % right, median within 6 s a step), ` +
          'practised (80 % right), learning (below)',
      ),
    lastSeen: isoDateTimeOutput().describe('When the child last answered a question that used it'),
  })
  .meta({ id: 'SkillReport' });

const example = {
  success: true,
  statusCode: 200,
  data: {
    skills: [
      {
        skill: 'add.big.7',
        uses: 23,
        rightPercent: 65,
        medianTimeMs: 14200,
        mastery: 'learning',
        lastSeen: '2026-12-04T09:40:00.000Z',
      },
      {
        skill: 'sub.big.3',
        uses: 6,
        rightPercent: 100,
        medianTimeMs: 9800,
        mastery: 'mastered',
        lastSeen: '2026-12-04T09:40:00.000Z',
      },
    ],
  },
};

const success = successEnvelopeSchema(
  z.object({
    skills: z
      .array(SkillReportSchema)
      .describe(
        'Each formula the child’s answered questions used, + before −, direct, small, big and mixed friends, then tables',
      ),
  }),
);

export const ownSkillsResponses = {
  200: success.describe('The signed-in student’s formulas').meta({ example }),
  ...errorResponses(401, 403, 500),
};

export const studentSkillsResponses = {
  200: success.describe('The student’s formulas').meta({ example }),
  ...errorResponses(400, 401, 403, 404, 500),
};
