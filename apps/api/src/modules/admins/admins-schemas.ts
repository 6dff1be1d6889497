import { z } from 'zod';
import {
  emailSchema,
  fullnameSchema,
  isoDateTimeOutput,
  passwordSchema,
  publicIdSchema,
  usernameSchema,
} from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import type { AdminRow } from './admins-repository.js';

export const AdminSchema = z.object({
  admin_id: publicIdSchema('admin').describe(
    'The admin id; students use it as the class code to self-register',
  ),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: isoDateTimeOutput(),
});

export type Admin = z.infer<typeof AdminSchema>;

export const toAdmin = (row: AdminRow): Admin => ({
  admin_id: row.publicId,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

const exampleAdmin = {
  admin_id: 'a3kT9xQ2mLp7VbN1',
  fullname: 'Meera Sharma',
  username: 'meera.sharma',
  email: 'meera@school.example',
  createdAt: '2026-11-21T09:30:00.000Z',
};

export const RegisterAdminBodySchema = z
  .strictObject({
    fullname: fullnameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .meta({
    example: {
      fullname: 'Meera Sharma',
      username: 'meera.sharma',
      email: 'meera@school.example',
      password: 'correct-horse-42',
    },
  });

export const UpdateAdminBodySchema = RegisterAdminBodySchema.partial()
  .extend({
    password: passwordSchema.optional().describe('A new password; needs currentPassword'),
    currentPassword: z.string().max(1024).optional().describe('The present password, to change it'),
  })
  .meta({ example: { fullname: 'Meera R. Sharma', email: 'meera.r@school.example' } });

export type UpdateAdminBody = z.infer<typeof UpdateAdminBodySchema>;

const AdminMessageSchema = (message: string) =>
  successEnvelopeSchema(z.object({ message: z.string(), admin: AdminSchema })).meta({
    example: { success: true, statusCode: 200, data: { message, admin: exampleAdmin } },
  });

export const registerAdminResponses = {
  201: successEnvelopeSchema(z.object({ message: z.string(), admin: AdminSchema }), 201)
    .describe('The admin account was created')
    .meta({
      example: {
        success: true,
        statusCode: 201,
        data: { message: 'Admin Registration Successful', admin: exampleAdmin },
      },
    }),
  ...errorResponses(400, 403, 409, 415, 429, 500),
};

export const adminProfileResponses = {
  200: successEnvelopeSchema(AdminSchema)
    .describe('The signed-in admin')
    .meta({ example: { success: true, statusCode: 200, data: exampleAdmin } }),
  ...errorResponses(401, 403, 500),
};

export const updateAdminResponses = {
  200: AdminMessageSchema('Admin updated Successfully').describe('The changes were saved'),
  ...errorResponses(400, 401, 403, 409, 415, 500),
};

export const deleteAdminResponses = {
  200: successEnvelopeSchema(
    z.object({
      message: z.string(),
      permanently: z
        .boolean()
        .describe('false when the account was kept (soft-deleted) because it owns students or results'),
    }),
  )
    .describe('The account was deleted')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Admin deleted Successfully', permanently: false },
      },
    }),
  ...errorResponses(401, 403, 500),
};
