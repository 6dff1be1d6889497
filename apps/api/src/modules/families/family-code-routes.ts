import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/envelope.js';
import { limitReports, PDF_RESPONSE, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import { adminOf } from '../../plugins/app/authentication.js';
import type { ReportsService } from '../reports/index.js';
import { StudentIdParamsSchema } from '../students/index.js';
import { MOST_PARENTS, type FamiliesService } from './families-service.js';
import { toLinkedParent } from './families-mappers.js';
import {
  DrawFamilyCodesBodySchema,
  drawFamilyCodesResponses,
  familyCodeResponses,
  FamilySlipsQuerySchema,
  studentParentsResponses,
  StudentParentParamsSchema,
  unlinkParentResponses,
  voidFamilyCodeResponses,
} from './families-schemas.js';

const OWNER_ONLY = "Your own live students only: another admin's student, or a deleted one → 404.";

/** What a teacher does about a child's family, under /api/v1/student (DESIGN §5.17). */
export const familyCodeRoutes: FastifyPluginAsyncZod<{
  families: FamiliesService;
  reports: ReportsService;
}> = async (app, { families, reports }) => {
  app.post(
    '/family-codes',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'drawFamilyCodes',
        tags: ['Student'],
        summary: 'Draw the family codes of a class',
        description:
          'Draws a family code for each of your live students (of the level and class given; all when left ' +
          'out) who has none, so that the family slips of the whole class can be printed. A student who has ' +
          'a code keeps it. An empty body {} asks for every student.',
        body: DrawFamilyCodesBodySchema,
        response: drawFamilyCodesResponses,
      },
    },
    async (request) => {
      const { level, class: sclass } = request.body;
      const drawn = await families.drawMissingFamilyCodes(adminOf(request), { level, sclass });
      return ok({ message: 'Family codes drawn Successfully', drawn });
    },
  );

  app.get(
    '/family-slips',
    {
      config: { access: ['admin'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getFamilySlips',
        tags: ['Student'],
        summary: 'Family slips to print',
        description:
          'An A4 PDF of family slips to cut out and send home, ten to a page, one for each of your live ' +
          'students (of the level and class given) who has a family code, by name: your name, the child’s ' +
          '(any script), the family code in groups of four, and the parent sign-up address on PUBLIC_URL (or ' +
          'the address this request came to) with its QR code, in the language of `lang`. No student with a ' +
          'code → 409 (draw them with POST /api/v1/student/family-codes).',
        querystring: FamilySlipsQuerySchema,
        response: {
          200: { description: 'The family slips', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 409, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { level, class: sclass } = request.query;
      const children = await families.familySlips(admin, { level, sclass });
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return sendPdf(
        request,
        reply,
        await reports.familySlips(admin, children, origin, reportLocaleOfRequest(request)),
      );
    },
  );

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
