import {
  cleanText,
  DEFAULT_SLIPS,
  emailSchema,
  fullnameSchema,
  MOST_SLIPS,
  passwordSchema,
  SLIPS_PER_PAGE,
  textOfLength,
  usernameSchema,
} from '@abacus/contract';
import { z } from 'zod';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { deletionResponse, errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { integerQuery } from '../../lib/query-schemas.js';
import { reportLocaleQuery } from '../../lib/report-locale.js';

const EXAMPLE_JOIN_CODE = 'K7QM4TXR';

const joinCodeOutput = z
  .string()
  .nullable()
  .describe(
    'The class join code students self-register with: 8 characters without look-alikes (no 0, O, 1, I or L), ' +
      'read in any case. null when self-registration into this class is off',
  )
  .meta({ example: EXAMPLE_JOIN_CODE });

export const AdminSchema = z
  .object({
    admin_id: publicIdSchema('admin').describe(
      'The admin id. Self-registration still accepts it in place of the join code, for older clients',
    ),
    fullname: z.string(),
    username: z.string(),
    email: z.string(),
    join_code: joinCodeOutput,
    createdAt: isoDateTimeOutput(),
  })
  .meta({ id: 'Admin' });

export type Admin = z.infer<typeof AdminSchema>;

const exampleAdmin = {
  admin_id: 'a3kT9xQ2mLp7VbN1',
  fullname: 'Meera Sharma',
  username: 'meera.sharma',
  email: 'meera@school.example',
  join_code: EXAMPLE_JOIN_CODE,
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

export type RegisterAdminBody = z.infer<typeof RegisterAdminBodySchema>;

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
  ...errorResponses(400, 403, 409, 415, 500),
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
  200: deletionResponse('The account was deleted', {
    message: 'Admin deleted Successfully',
    keptWhen: 'the account was kept (soft-deleted) because it owns students or results',
    examplePermanently: false,
  }),
  ...errorResponses(401, 403, 500),
};

export const changeJoinCodeResponses = {
  200: successEnvelopeSchema(
    z.object({
      message: z.string(),
      join_code: z.string().describe('The new join code').meta({ example: EXAMPLE_JOIN_CODE }),
    }),
  )
    .describe('The class has a new join code; the previous one no longer works')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Join code changed Successfully', join_code: 'P4HW9ZCE' },
      },
    }),
  ...errorResponses(401, 403, 415, 500),
};

export const turnOffJoinCodeResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string(), join_code: z.null() }))
    .describe('Self-registration into the class is off: no join code (nor admin_id) lets anyone in')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Join code turned off Successfully', join_code: null },
      },
    }),
  ...errorResponses(401, 403, 500),
};

/** The most characters of the school or teacher printed at the top of each slip. */
export const MAX_SLIP_FROM_LENGTH = 60;
/** The longest join address a QR code on a 30 mm slip is still read well from. */
export const MAX_SLIP_LINK_LENGTH = 300;

/**
 * Control characters and the invisible ones that steer text (U+202E turns what follows round, U+200B
 * hides a break): in an address they would print one address and link another. Spelt out rather than
 * \p{Cc}\p{Cf}, which the document's readers (JSON Schema without the u flag) take literally.
 */
const INVISIBLE = String.raw`\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF`;

export const JoinSlipsQuerySchema = z.strictObject({
  count: integerQuery(1, MOST_SLIPS)
    .default(DEFAULT_SLIPS)
    .describe(`How many slips, 1–${MOST_SLIPS}; ${SLIPS_PER_PAGE} to an A4 page`),
  from: cleanText()
    .pipe(textOfLength(1, MAX_SLIP_FROM_LENGTH))
    .optional()
    .describe(
      "The school or teacher printed at the top of each slip, in any script; left out: the admin's full name",
    )
    .meta({ example: 'Sunrise Abacus Academy' }),
  // A pattern rather than z.url(): the document states it whole, and a QR code needs no more than text.
  link: z
    .string()
    .regex(
      new RegExp(`^https?://[^\\s/?#${INVISIBLE}]+[^\\s${INVISIBLE}]*$`),
      'must be an http or https address',
    )
    .max(MAX_SLIP_LINK_LENGTH, `must be at most ${MAX_SLIP_LINK_LENGTH} characters`)
    .optional()
    .describe(
      'The address each slip and its QR code give, where the classroom app takes the code (its join page); ' +
        'left out: /app/join/<code> on PUBLIC_URL, or on the address this request came to. No control or ' +
        'format characters (such as U+202E, which turns the text round)',
    )
    .meta({ example: 'https://abacus.example.org/app/join/K7QM4TXR' }),
  ...reportLocaleQuery,
});
