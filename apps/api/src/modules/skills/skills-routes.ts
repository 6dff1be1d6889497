import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { StudentIdParamsSchema } from '../students/index.js';
import {
  ClassMapQuerySchema,
  classMapResponses,
  ownSkillsResponses,
  studentSkillsResponses,
} from './skills-schemas.js';
import { toSkills } from './skills-mappers.js';
import type { ClassMap, SkillsService } from './skills-service.js';

const toMapPage = ({ level, skills, rows }: ClassMap, page: number, limit: number) =>
  okPage(
    rows.rows.map(({ student, mastered, readyToMoveUp, cells }) => ({
      student_id: student.publicId,
      fullname: student.fullname,
      sclass: student.sclass,
      mastered,
      ready_to_move_up: readyToMoveUp,
      skills: cells,
    })),
    { page, limit, total: rows.total, level, skills },
  );

const HOW =
  'Each formula (add.big.7, mul.3×7 …) of the child’s level, and any other the answered questions of their ' +
  'results used, read from its last 20 uses: right %, the median time on screen of those timed, and ' +
  'mastery. A wrong answer is charged to the formula whose modelled bead slip gives it, or to every ' +
  'formula of the question when none does.';

/** A child's formulas, under /api/v1/student. */
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
        description: `${HOW} Without a level yet: only the formulas used.`,
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

/** A class's formula map, under /api/v1/analytics. */
export const classMapRoutes: FastifyPluginAsyncZod<{ skills: SkillsService }> = async (
  app,
  { skills: service },
) => {
  app.get(
    '/skills',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getClassSkillMap',
        tags: ['Analytics'],
        summary: 'A level’s formula map',
        description:
          'The signed-in admin’s current students at `level` by the formulas the level practises (its ' +
          'preset’s, in `meta.skills`), each cell read from the child’s last 20 uses of the formula as in ' +
          'GET /student/{id}/skills; the children who have mastered the fewest first, then by name. ' +
          '`ready_to_move_up`: every formula of the level mastered. A level without students → an empty page.',
        querystring: ClassMapQuerySchema,
        response: classMapResponses,
      },
    },
    async (request) => {
      const { level, page, limit } = request.query;
      return toMapPage(await service.classMap(adminOf(request), level, page, limit), page, limit);
    },
  );
};
