import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf } from '../../plugins/app/authentication.js';
import { StudentIdParamsSchema } from '../students/index.js';
import { MOST_PARENTS, type FamiliesService } from './families-service.js';
import { toLinkedParent } from './families-mappers.js';
import {
  familyCodeResponses,
  studentParentsResponses,
  StudentParentParamsSchema,
  unlinkParentResponses,
  voidFamilyCodeResponses,
} from './families-schemas.js';

const OWNER_ONLY = "Your own live students only: another admin's student, or a deleted one → 404.";

/** What a teacher does about a child's family, under /api/v1/student (DESIGN §5.17). */
export const familyCodeRoutes: FastifyPluginAsyncZod<{ families: FamiliesService }> = async (
  app,
  { families },
) => {
  app.post(
    '/:studentId/family-code',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'drawFamilyCode',
        tags: ['Student'],
        summary: "Draw a student's family code",
        description:
          'Draws a new family code for the student: 10 characters a parent types to link their account to ' +
          `the child (up to ${MOST_PARENTS} parents). Drawing again rotates it: the old code no longer links, ` +
          `while parents already linked stay linked (unlink them below). ${OWNER_ONLY}`,
        params: StudentIdParamsSchema,
        response: familyCodeResponses,
      },
    },
    async (request, reply) => {
      const familyCode = await families.drawFamilyCode(adminOf(request), request.params.studentId);
      return reply
        .code(201)
        .send(ok({ message: 'Family code drawn Successfully', family_code: familyCode }, 201));
    },
  );

  app.delete(
    '/:studentId/family-code',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'voidFamilyCode',
        tags: ['Student'],
        summary: "Void a student's family code",
        description: `No parent can link to the student until a new code is drawn. ${OWNER_ONLY}`,
        params: StudentIdParamsSchema,
        response: voidFamilyCodeResponses,
      },
    },
    async (request) => {
      await families.voidFamilyCode(adminOf(request), request.params.studentId);
      return ok({ message: 'Family code voided Successfully' });
    },
  );

  app.get(
    '/:studentId/parents',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'listStudentParents',
        tags: ['Student'],
        summary: "A student's family code and linked parents",
        description: `Who is linked to the student, in the order they linked, and the family code. ${OWNER_ONLY}`,
        params: StudentIdParamsSchema,
        response: studentParentsResponses,
      },
    },
    async (request) => {
      const { familyCode, parents } = await families.parentsOf(adminOf(request), request.params.studentId);
      return ok({
        family_code: familyCode,
        most_parents: MOST_PARENTS,
        parents: parents.map(toLinkedParent),
      });
    },
  );

  app.delete(
    '/:studentId/parents/:parentId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'unlinkStudentParent',
        tags: ['Student'],
        summary: 'Unlink a parent from a student',
        description:
          'The parent no longer reads the student, at once. They may link again while they have the ' +
          `current family code: rotate it to stop that. A parent not linked to the student → 404. ${OWNER_ONLY}`,
        params: StudentParentParamsSchema,
        response: unlinkParentResponses,
      },
    },
    async (request) => {
      await families.unlinkParent(adminOf(request), request.params.studentId, request.params.parentId);
      return ok({ message: 'Parent unlinked Successfully' });
    },
  );
};
