import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/envelope.js';
import { adminOf } from '../../plugins/app/authentication.js';
import { toAdmin } from './admins-mappers.js';
import {
  adminProfileResponses,
  changeJoinCodeResponses,
  deleteAdminResponses,
  JoinSlipsQuerySchema,
  RegisterAdminBodySchema,
  registerAdminResponses,
  turnOffJoinCodeResponses,
  UpdateAdminBodySchema,
  updateAdminResponses,
} from './admins-schemas.js';
import { profileChangeLimits } from '../../lib/profile-change-limits.js';
import { limitReports, PDF_RESPONSE, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import type { ReportsService } from '../reports/index.js';
import type { AdminsService } from './admins-service.js';

export const adminsRoutes: FastifyPluginAsyncZod<{ admins: AdminsService; reports: ReportsService }> = async (
  app,
  { admins, reports },
) => {
  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerAdmin',
        tags: ['Admin'],
        summary: 'Register an admin (teacher)',
        description:
          'Creates an admin account: a tenant of its own, whose students, exams and results no other admin ' +
          'sees. Usernames and emails are unique among admins, ignoring case. Refused with 403 when the ' +
          'server sets ADMIN_REGISTRATION=closed. Limited per client address: REGISTRATION_RATE_LIMIT_MAX per ' +
          'REGISTRATION_RATE_LIMIT_WINDOW (100 per 15 minutes by default), then 429 with Retry-After.',
        body: RegisterAdminBodySchema,
        response: registerAdminResponses,
      },
      // Each registration is a new tenant: the limit keeps scripts from filling the database.
      config: { rateLimit: { limit: app.config.registrationRateLimit } },
    },
    async (request, reply) => {
      const admin = await admins.register(request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Admin Registration Successful', admin: toAdmin(admin) }, 201));
    },
  );

  app.get(
    '/me',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'getAdminProfile',
        tags: ['Admin'],
        summary: 'The signed-in admin',
        description:
          "Returns the signed-in admin's profile, with the class join code students self-register with " +
          '(null when self-registration is off).',
        response: adminProfileResponses,
      },
    },
    async (request) => ok(toAdmin(await admins.profile(adminOf(request).publicId))),
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      ...profileChangeLimits(app),
      schema: {
        operationId: 'updateAdminProfile',
        tags: ['Admin'],
        summary: "Update the signed-in admin's account",
        description:
          'Changes fullname, username or email. A new password also needs currentPassword, and signs out ' +
          'every session, this one included: its refresh tokens are revoked and access tokens issued before ' +
          'the change are refused, so sign in again with the new password. Unknown fields or an empty body → 400.',
        body: UpdateAdminBodySchema,
        response: updateAdminResponses,
      },
    },
    async (request) => {
      const admin = await admins.update(adminOf(request).publicId, request.body);
      return ok({ message: 'Admin updated Successfully', admin: toAdmin(admin) });
    },
  );

  app.delete(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      schema: {
        operationId: 'deleteAdminAccount',
        tags: ['Admin'],
        summary: "Delete the signed-in admin's account",
        description:
          'Deletes the account and signs out all its sessions. An admin who owns students or exams with ' +
          'results is soft-deleted (kept, but unable to sign in) and their class is closed: the join code is ' +
          'void, and their students can no longer sign in (403, "This class has been closed by its teacher") ' +
          'and are signed out at once. Otherwise the account and its result-less exams are removed permanently.',
        response: deleteAdminResponses,
      },
    },
    async (request) => {
      const { permanently } = await admins.remove(adminOf(request).id);
      return ok({ message: 'Admin deleted Successfully', permanently });
    },
  );

  app.post(
    '/join-code',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'changeJoinCode',
        tags: ['Admin'],
        summary: 'Give the class a new join code',
        description:
          "Draws a new join code for the signed-in admin's class and turns self-registration on if it was " +
          'off. The previous code stops working at once; students already registered are not affected. ' +
          'No body is needed.',
        response: changeJoinCodeResponses,
      },
    },
    async (request) => {
      const joinCode = await admins.changeJoinCode(adminOf(request));
      return ok({ message: 'Join code changed Successfully', join_code: joinCode });
    },
  );

  app.delete(
    '/join-code',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'turnOffJoinCode',
        tags: ['Admin'],
        summary: 'Turn self-registration off',
        description:
          'Voids the class join code: nobody can register themselves into the class, by join code or by ' +
          'admin_id, until a new code is drawn (POST /api/v1/admin/join-code). The admin can still register ' +
          'students with their token.',
        response: turnOffJoinCodeResponses,
      },
    },
    async (request) => {
      await admins.turnOffJoinCode(adminOf(request));
      return ok({ message: 'Join code turned off Successfully', join_code: null });
    },
  );

  app.get(
    '/join-code/slips',
    {
      config: { access: ['admin'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getJoinSlips',
        tags: ['Admin'],
        summary: 'Join slips to print for the class',
        description:
          'An A4 PDF of slips to cut out and hand to children, ten to a page along dashed lines: each gives ' +
          'who it is from (the school or teacher, in any script), the class join code in groups of four, and ' +
          'the join address as text and QR code, in the language of `lang` (or of Accept-Language). Fonts ' +
          'for every script are embedded. 409 while joining the class is turned off (no join code).',
        querystring: JoinSlipsQuerySchema,
        response: {
          200: { description: 'The join slips', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const { count, from, link } = request.query;
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return sendPdf(
        request,
        reply,
        await reports.joinSlips(
          adminOf(request),
          { count, from, link, origin },
          reportLocaleOfRequest(request),
        ),
      );
    },
  );
};
