import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../lib/envelope.js';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import { waitText } from '../../plugins/app/limits.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { toStudent } from './students-mappers.js';
import {
  clearResultsResponses,
  deleteStudentResponses,
  ImportStudentsBodySchema,
  importStudentsResponses,
  ListStudentsQuerySchema,
  listStudentsResponses,
  readStudentResponses,
  RegisterStudentBodySchema,
  registerStudentResponses,
  SetStudentPasswordBodySchema,
  setStudentPasswordResponses,
  StudentIdParamsSchema,
  studentProfileResponses,
  UpdateStudentBodySchema,
  updateStudentResponses,
} from './students-schemas.js';
import { profileChangeLimits } from '../../lib/profile-change-limits.js';
import type { StudentsService } from './students-service.js';

export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (
  app,
  { students: service },
) => {
  app.post(
    '/register',
    {
      config: {
        access: ['anyone', 'admin'],
        rateLimit: {
          limit: app.config.registrationRateLimit,
          hook: 'preHandler',
          applies: (request) => request.account?.role !== 'admin',
        },
      },
      // Each registration costs a password hash: an admin's are limited per account instead.
      preHandler: app.limitPerAccount({
        name: 'student-creation',
        limit: app.config.accountRateLimits.studentCreation,
      }),
      schema: {
        operationId: 'registerStudent',
        tags: ['Student'],
        summary: 'Register a student',
        description:
          "Either an admin registers a student into their class (send the admin's bearer token), or a " +
          'student registers themselves with join_code, the class join code their teacher gave them (read in ' +
          'any case; spaces and dashes are ignored). Only the current code joins a class: once the teacher ' +
          'changes it or turns it off, the old one → 404; admin_id never joins a class on its own (→ 400), ' +
          'since every student of the class can read it. A child who joins with the code picks their own ' +
          'level, which their teacher confirms (PATCH /api/v1/student/{studentId}) before they see any exam: ' +
          'level_confirmed is false until then; a student an admin registers is confirmed. ' +
          'email and phone_no are optional: left out, null or ' +
          'empty, the student has none (null in every response); when given they are checked as always. ' +
          'Usernames and emails are unique among students, ignoring case. ' +
          'Self-registration is limited per client address: REGISTRATION_RATE_LIMIT_MAX per ' +
          'REGISTRATION_RATE_LIMIT_WINDOW (100 per 15 minutes by default: a class of 60 registering from one ' +
          "school address gets through), then 429 with Retry-After; an admin's registrations are limited per " +
          'account instead (STUDENT_CREATION_RATE_LIMIT_MAX per ACCOUNT_RATE_LIMIT_WINDOW, 300 per 15 minutes).',
        body: RegisterStudentBodySchema,
        response: registerStudentResponses,
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

  // An admin's registrations, one at a time or a list at once, count in one window per account.
  const studentCreation = app.limiters.limiter(
    'student-creation',
    app.config.accountRateLimits.studentCreation,
  );

  app.post(
    '/import',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'importStudents',
        tags: ['Student'],
        summary: 'Import a class list',
        description:
          'An admin registers a list of students into their class at once, each as POST ' +
          '/api/v1/student/register takes one from a teacher (sclass and level required; the levels are ' +
          'confirmed). The list is kept whole or not at all: two students of the list with the same ' +
          'username or email (ignoring case) → 400 naming each later one (body.students.4.username: "is ' +
          'also that of student 2"); a username or email another student already has → 409 "Some usernames ' +
          'or emails of the list are taken", with one entry in errors per student and field ("This username ' +
          'is already taken", "This email is already registered"); any invalid field → 400 naming it by its ' +
          'place. Each student counts as one registration of the admin: a list longer than ' +
          'STUDENT_CREATION_RATE_LIMIT_MAX → 400, and one longer than what the window has left → 429 with ' +
          'Retry-After. Only the students kept count, so a refused list can be put right and sent again.',
        body: ImportStudentsBodySchema,
        response: { ...errorResponses(429), ...importStudentsResponses },
      },
    },
    async (request, reply) => {
      const { students: list } = request.body;
      const { max } = app.config.accountRateLimits.studentCreation;
      if (list.length > max) {
        throw badRequest(`A list may have at most ${max} students: send it in parts`);
      }
      const admin = adminOf(request);
      const key = `admin:${admin.id}`;
      const slot = await studentCreation.take(key, list.length);
      if (!slot.taken) {
        throw tooManyRequests(
          `This list has ${list.length} students and ${slot.remaining} more may be registered now; try again ` +
            `in ${waitText(slot.resetsIn)}`,
          { 'retry-after': String(slot.resetsIn) },
        );
      }
      try {
        const students = await service.importList(admin, list);
        return await reply
          .code(201)
          .send(ok({ message: 'Students imported Successfully', students: students.map(toStudent) }, 201));
      } catch (error) {
        await studentCreation.giveBack(key, list.length);
        throw error;
      }
    },
  );

  app.get(
    '/me',
    {
      config: { access: ['student'] },
      schema: {
        operationId: 'getStudentProfile',
        tags: ['Student'],
        summary: 'The signed-in student',
        description: "Returns the signed-in student's profile.",
        response: studentProfileResponses,
      },
    },
    async (request) => ok(toStudent(await service.profile(studentOf(request)))),
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      schema: {
        operationId: 'listStudents',
        tags: ['Student'],
        summary: "List the admin's students",
        description:
          "Lists the signed-in admin's students, by full name, filtered by class, level, part of the name and " +
          'whether their level is confirmed (level_confirmed=false: the children waiting for their teacher). ' +
          'ready_to_move_up marks each child who has mastered every formula of their level. ' +
          'No matching student → 404.',
        querystring: ListStudentsQuerySchema,
        response: listStudentsResponses,
      },
    },
    async (request) => {
      const {
        class: sclass,
        level,
        level_confirmed: levelConfirmed,
        name,
        is_deleted: deleted,
        page,
        limit,
      } = request.query;
      const { students, ready, parentsLinked, meta } = await service.list(adminOf(request), {
        sclass,
        level,
        levelConfirmed,
        name,
        deleted,
        page,
        limit,
      });
      return okPage(
        students.map((row) => ({
          ...toStudent(row),
          ready_to_move_up: ready.has(row.id),
          parents_linked: parentsLinked.get(row.id) ?? 0,
        })),
        meta,
      );
    },
  );

  app.get(
    '/:studentId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'getStudent',
        tags: ['Student'],
        summary: 'One of the admin’s students',
        description:
          'One student of the signed-in admin, read by id (a deleted one too, with its deletedAt); another ' +
          'admin’s student or an unknown id → 404.',
        params: StudentIdParamsSchema,
        response: readStudentResponses,
      },
    },
    async (request) => ok(toStudent(await service.read(adminOf(request), request.params.studentId))),
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['student'] },
      ...profileChangeLimits(app),
      schema: {
        operationId: 'updateStudentProfile',
        tags: ['Student'],
        summary: 'Update the signed-in student',
        description:
          'A student may change username, fullname, email, sclass and phone_no (email or phone_no null or ' +
          'empty removes it), and the password with ' +
          'currentPassword. A new password signs out every session, this one included (refresh tokens revoked, ' +
          'access tokens issued before refused): sign in again with it. level or level_confirmed → 403 (the ' +
          'teacher sets and confirms it); ' +
          'unknown fields or an empty body → 400.',
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
      config: { access: ['admin'] },
      ...profileChangeLimits(app),
      schema: {
        operationId: 'updateStudent',
        tags: ['Student'],
        summary: 'Update one of the admin’s students',
        description:
          'An admin may change fullname, email, sclass, phone_no and level of their own students (email or ' +
          'phone_no null or empty removes it). Setting level confirms it (level_confirmed becomes true), and ' +
          'level_confirmed: true alone confirms the level a child picked when joining, as it is; until then ' +
          'the child sees no exam. username ' +
          'or password → 403 (a forgotten password is reset with POST /api/v1/student/{studentId}/password); ' +
          "unknown fields or an empty body → 400; another admin's student → 404.",
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

  app.post(
    '/:studentId/password',
    {
      config: { access: ['admin'] },
      preHandler: app.limitPerAccount({
        name: 'student-creation',
        limit: app.config.accountRateLimits.studentCreation,
      }),
      schema: {
        operationId: 'setStudentPassword',
        tags: ['Student'],
        summary: 'Set a new password for one of the admin’s students',
        description:
          'For a student who forgot their password: the owner admin sets a new one, and every session of the ' +
          'student ends at once (refresh tokens revoked, access tokens issued before refused), all in one ' +
          "change. The student signs in with the new password. Another admin's student or a deleted one → 404.",
        params: StudentIdParamsSchema,
        body: SetStudentPasswordBodySchema,
        response: setStudentPasswordResponses,
      },
    },
    async (request) => {
      const { studentId } = request.params;
      const student = await service.setPassword(adminOf(request), studentId, request.body.password);
      return ok({ message: 'Student password changed Successfully', student: toStudent(student) });
    },
  );

  app.delete(
    '/:studentId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'deleteStudent',
        tags: ['Student'],
        summary: 'Delete one of the admin’s students',
        description:
          'A student with results is soft-deleted (kept for the analytics, unable to sign in, username freed); ' +
          'one without results is removed permanently. Their sessions end at once.',
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
      config: { access: ['admin'] },
      schema: {
        operationId: 'clearStudentResults',
        tags: ['Student'],
        summary: "Delete all of a student's results",
        description: 'Deletes every result of one of the admin’s students; the student stays.',
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
