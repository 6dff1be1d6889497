import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { adminsRepository } from '../admins/admins-repository.js';
import { sessionRoutes } from '../auth/session-routes.js';
import { studentsRepository } from './students-repository.js';
import {
  clearResultsResponses,
  deleteStudentResponses,
  ListStudentsQuerySchema,
  listStudentsResponses,
  RegisterStudentBodySchema,
  registerStudentResponses,
  StudentIdParamsSchema,
  studentProfileResponses,
  toStudent,
  UpdateStudentBodySchema,
  updateStudentResponses,
} from './students-schemas.js';
import { studentsService } from './students-service.js';

const BEARER = [{ bearerAuth: [] }];

export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = studentsService({
    students: studentsRepository(app.database.db),
    admins: adminsRepository(app.database.db),
    sessions: app.sessions,
  });

  await app.register(sessionRoutes, { role: 'student' });

  app.post(
    '/register',
    {
      preHandler: app.allowAnonymousOr('admin'),
      schema: {
        operationId: 'registerStudent',
        tags: ['Student'],
        summary: 'Register a student',
        description:
          "Either an admin registers a student into their class (send the admin's bearer token), or a " +
          'student registers themselves with admin_id, the class code their teacher gave them. Usernames and ' +
          'emails are unique among students, ignoring case. Self-registration is limited per client address: ' +
          'REGISTRATION_RATE_LIMIT_MAX per REGISTRATION_RATE_LIMIT_WINDOW (30 per 15 minutes by default), then ' +
          "429 with Retry-After; an admin's registrations are not limited.",
        security: [{}, ...BEARER],
        body: RegisterStudentBodySchema,
        response: registerStudentResponses,
      },
      config: {
        rateLimit: {
          max: app.config.registrationRateLimit.max,
          timeWindow: app.config.registrationRateLimit.window * 1000,
          hook: 'preHandler',
          allowList: (request) => request.account?.role === 'admin',
        },
      },
    },
    async (request, reply) => {
      const caller = request.account ? adminOf(request) : null;
      const student = await service.register(caller, request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Student Registration Successful', student: toStudent(student) }, 201));
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireRole('student'),
      schema: {
        operationId: 'getStudentProfile',
        tags: ['Student'],
        summary: 'The signed-in student',
        description: "Returns the signed-in student's profile.",
        security: BEARER,
        response: studentProfileResponses,
      },
    },
    async (request) => ok(toStudent(await service.profile(studentOf(request)))),
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'listStudents',
        tags: ['Student'],
        summary: "List the admin's students",
        description:
          "Lists the signed-in admin's students, by full name, filtered by class, level and part of the name. " +
          'No matching student → 404.',
        security: BEARER,
        querystring: ListStudentsQuerySchema,
        response: listStudentsResponses,
      },
    },
    async (request) => {
      const { class: sclass, level, name, is_deleted: deleted, page, limit } = request.query;
      const { students, meta } = await service.list(adminOf(request), {
        sclass,
        level,
        name,
        deleted,
        page,
        limit,
      });
      return okPage(students.map(toStudent), meta);
    },
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('student'),
      schema: {
        operationId: 'updateStudentProfile',
        tags: ['Student'],
        summary: 'Update the signed-in student',
        description:
          'A student may change username, fullname, email, sclass and phone_no, and the password with ' +
          'currentPassword (which signs out every other session). level → 403 (the teacher sets it); unknown ' +
          'fields or an empty body → 400.',
        security: BEARER,
        body: UpdateStudentBodySchema,
        response: updateStudentResponses,
      },
    },
    async (request) => {
      const student = await service.updateSelf(studentOf(request), request.body);
      return ok({ message: 'Student updated Successfully', student: toStudent(student) });
    },
  );

  app.patch(
    '/:studentId',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'updateStudent',
        tags: ['Student'],
        summary: 'Update one of the admin’s students',
        description:
          'An admin may change fullname, email, sclass, phone_no and level of their own students. username ' +
          "or password → 403; unknown fields or an empty body → 400; another admin's student → 404.",
        security: BEARER,
        params: StudentIdParamsSchema,
        body: UpdateStudentBodySchema,
        response: updateStudentResponses,
      },
    },
    async (request) => {
      const student = await service.updateByAdmin(adminOf(request), request.params.studentId, request.body);
      return ok({ message: 'Student updated Successfully', student: toStudent(student) });
    },
  );

  app.delete(
    '/:studentId',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'deleteStudent',
        tags: ['Student'],
        summary: 'Delete one of the admin’s students',
        description:
          'A student with results is soft-deleted (kept for the analytics, unable to sign in, username freed); ' +
          'one without results is removed permanently. Their sessions end at once.',
        security: BEARER,
        params: StudentIdParamsSchema,
        response: deleteStudentResponses,
      },
    },
    async (request) => {
      const { permanently } = await service.remove(adminOf(request), request.params.studentId);
      return ok({ message: 'Student deleted Successfully', permanently });
    },
  );

  app.delete(
    '/:studentId/clear',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'clearStudentResults',
        tags: ['Student'],
        summary: "Delete all of a student's results",
        description: 'Deletes every result of one of the admin’s students; the student stays.',
        security: BEARER,
        params: StudentIdParamsSchema,
        response: clearResultsResponses,
      },
    },
    async (request) => {
      const deletedResults = await service.clearResults(adminOf(request), request.params.studentId);
      return ok({ message: 'Student results cleared Successfully', deletedResults });
    },
  );
};
