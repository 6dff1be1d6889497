import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { StudentIdParamsSchema } from '../students/index.js';
import { ownSkillsResponses, studentSkillsResponses } from './skills-schemas.js';
import type { SkillReport, SkillsService } from './skills-service.js';

const toSkills = (reports: readonly SkillReport[]) => ({
  skills: reports.map(({ lastSeen, ...report }) => ({ ...report, lastSeen: lastSeen.toISOString() })),
});

const HOW =
  'Each formula (add.big.7, mul.3×7 …) the answered questions of the child’s results used, read from its ' +
  'last 20 uses: right %, the median time of those that were timed, and mastery (§ How the platform chooses ' +
  'practice). A wrong answer is charged to the formula whose modelled bead slip gives it, or to every ' +
  'formula of the question when none does.';

export const skillsRoutes: FastifyPluginAsyncZod<{ skills: SkillsService }> = async (
  app,
  { skills: service },
) => {
  app.get(
    '/skills',
    {
      config: { access: ['student'], showsResults: true },
      schema: {
        operationId: 'getOwnSkills',
        tags: ['Student'],
        summary: "The signed-in student's formulas",
        description: `${HOW} No answers yet → an empty list.`,
        response: ownSkillsResponses,
      },
    },
    async (request) => ok(toSkills(await service.own(studentOf(request)))),
  );

  app.get(
    '/:studentId/skills',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getStudentSkills',
        tags: ['Student'],
        summary: "A student's formulas",
        description: `${HOW} One of the signed-in admin's students (a deleted one too); another admin's student → 404.`,
        params: StudentIdParamsSchema,
        response: studentSkillsResponses,
      },
    },
    async (request) => ok(toSkills(await service.ofStudent(adminOf(request), request.params.studentId))),
  );
};
