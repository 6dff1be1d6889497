import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf } from '../../plugins/app/authentication.js';
import { sessionRoutes } from '../auth/session-routes.js';
import { adminsRepository } from './admins-repository.js';
import {
  adminProfileResponses,
  deleteAdminResponses,
  RegisterAdminBodySchema,
  registerAdminResponses,
  toAdmin,
  UpdateAdminBodySchema,
  updateAdminResponses,
} from './admins-schemas.js';
import { adminsService } from './admins-service.js';

const BEARER = [{ bearerAuth: [] }];

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminsService({
    admins: adminsRepository(app.database.db),
    sessions: app.sessions,
    registrationOpen: app.config.adminRegistration === 'open',
  });

  await app.register(sessionRoutes, { role: 'admin' });

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
          'REGISTRATION_RATE_LIMIT_WINDOW (30 per 15 minutes by default), then 429 with Retry-After.',
        body: RegisterAdminBodySchema,
        response: registerAdminResponses,
      },
      // Each registration is a new tenant: the limit keeps scripts from filling the database.
      config: {
        rateLimit: {
          max: app.config.registrationRateLimit.max,
          timeWindow: app.config.registrationRateLimit.window * 1000,
        },
      },
    },
    async (request, reply) => {
      const admin = await service.register(request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Admin Registration Successful', admin: toAdmin(admin) }, 201));
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'getAdminProfile',
        tags: ['Admin'],
        summary: 'The signed-in admin',
        description: "Returns the signed-in admin's profile.",
        security: BEARER,
        response: adminProfileResponses,
      },
    },
    async (request) => ok(toAdmin(await service.profile(adminOf(request).publicId))),
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'updateAdminProfile',
        tags: ['Admin'],
        summary: "Update the signed-in admin's account",
        description:
          'Changes fullname, username or email; a new password also needs currentPassword and signs out ' +
          'every other session. Unknown fields or an empty body → 400.',
        security: BEARER,
        body: UpdateAdminBodySchema,
        response: updateAdminResponses,
      },
    },
    async (request) => {
      const admin = await service.update(adminOf(request).publicId, request.body);
      return ok({ message: 'Admin updated Successfully', admin: toAdmin(admin) });
    },
  );

  app.delete(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'deleteAdminAccount',
        tags: ['Admin'],
        summary: "Delete the signed-in admin's account",
        description:
          'Deletes the account and signs out all its sessions. An admin who owns students or exams with ' +
          'results is soft-deleted (kept, but unable to sign in); otherwise the account and its result-less ' +
          'exams are removed permanently.',
        security: BEARER,
        response: deleteAdminResponses,
      },
    },
    async (request) => {
      const { permanently } = await service.remove(adminOf(request).id);
      return ok({ message: 'Admin deleted Successfully', permanently });
    },
  );
};
