import { z } from 'zod';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { errorResponses, pageEnvelopeSchema, successEnvelopeSchema } from '../../lib/envelope.js';
import { gradeQuery, listQuery } from '../../lib/query-schemas.js';
import { MASTERY_LEVELS, MASTERY_WINDOW } from './mastery.js';

const skillName = () =>
  z.string().describe('The formula, as the generator names it: add.big.7, sub.small.3, mul.3×7');

const mastery = () =>
  z
    .enum(MASTERY_LEVELS)
    .describe(
      `From its last ${MASTERY_WINDOW} uses: new (fewer than 5), mastered (90 % right, median within 6 s a step), ` +
        'practised (80 % right), learning (below)',
    );

const rightPercent = () =>
  z
    .number()
    .describe(
      `Of its last ${MASTERY_WINDOW} uses, the share right (a wrong answer charged to another formula is right here); 0 when unused`,
    );

export const SkillReportSchema = z
  .object({
    skill: skillName(),
    ofLevel: z
      .boolean()
      .describe('Whether the child’s level practises it; otherwise it came up in other work'),
    uses: z.int().describe('Answered questions that used it, ever'),
    rightPercent: rightPercent(),
    medianTimeMs: z
      .int()
      .nullable()
      .describe(
        `The median time on screen of the questions of its last ${MASTERY_WINDOW} uses; null when none was timed`,
      ),
    mastery: mastery(),
    lastSeen: isoDateTimeOutput()
      .nullable()
      .describe('When the child last answered a question that used it; null when never'),
  })
  .meta({ id: 'SkillReport' });

const skillsExample = {
  success: true,
  statusCode: 200,
  data: {
    skills: [
      {
        skill: 'add.big.7',
        ofLevel: true,
        uses: 23,
        rightPercent: 65,
        medianTimeMs: 14200,
        mastery: 'learning',
        lastSeen: '2026-12-04T09:40:00.000Z',
      },
      {
        skill: 'sub.big.9',
        ofLevel: true,
        uses: 0,
        rightPercent: 0,
        medianTimeMs: null,
        mastery: 'new',
        lastSeen: null,
      },
    ],
  },
};

const skillsSuccess = successEnvelopeSchema(
  z.object({
    skills: z
      .array(SkillReportSchema)
      .describe(
        'Every formula of the child’s level (used or not), then any other their answers used: direct moves, ' +
          'small, big and mixed friends (+ before −, 1–9), then tables',
      ),
  }),
);

export const ownSkillsResponses = {
  200: skillsSuccess.describe('The signed-in student’s formulas').meta({ example: skillsExample }),
  ...errorResponses(401, 403, 500),
};

export const studentSkillsResponses = {
  200: skillsSuccess.describe('The student’s formulas').meta({ example: skillsExample }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const ClassMapQuerySchema = listQuery({
  level: gradeQuery().describe('The level whose formulas and current students the map shows'),
});

const MapRowSchema = z
  .object({
    student_id: publicIdSchema('student'),
    fullname: z.string(),
    sclass: z.int().nullable(),
    mastered: z.int().describe('How many of the level’s formulas the child has mastered'),
    ready_to_move_up: z
      .boolean()
      .describe(
        'Every formula of the level mastered: the teacher may move the child up (PATCH /student/{id})',
      ),
    skills: z
      .array(
        z.object({
          skill: skillName(),
          mastery: mastery(),
          uses: z.int().describe(`Of its last ${MASTERY_WINDOW} uses, how many there are`),
          rightPercent: rightPercent(),
        }),
      )
      .describe('The level’s formulas the child has used; one left out is new, never used'),
  })
  .meta({ id: 'ClassMapRow' });

export const classMapResponses = {
  200: pageEnvelopeSchema(MapRowSchema, {
    level: z.int(),
    skills: z.array(skillName()).describe('The level’s formulas, the map’s columns, in a teacher’s order'),
  })
    .describe('A page of the level’s formula map: children who have mastered the fewest first')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [
          {
            student_id: 's8PqR2vX5nK0LmW4',
            fullname: 'Ravi Kumar',
            sclass: 4,
            mastered: 1,
            ready_to_move_up: false,
            skills: [
              { skill: 'add.big.7', mastery: 'learning', uses: 20, rightPercent: 55 },
              { skill: 'sub.big.3', mastery: 'mastered', uses: 20, rightPercent: 95 },
            ],
          },
        ],
        meta: { page: 1, limit: 100, total: 1, level: 3, skills: ['add.big.7', 'sub.big.3'] },
      },
    }),
  ...errorResponses(400, 401, 403, 500),
};
