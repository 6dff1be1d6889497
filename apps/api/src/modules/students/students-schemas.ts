import { z } from 'zod';
import {
  booleanQuery,
  emailSchema,
  fullnameSchema,
  gradeSchema,
  integerQuery,
  isoDateTimeOutput,
  paginationQuery,
  passwordSchema,
  phoneSchema,
  publicIdSchema,
  usernameSchema,
} from '../../lib/common-schemas.js';
import { errorResponses, pageEnvelopeSchema, successEnvelopeSchema } from '../../lib/envelope.js';
import type { StudentWithAdmin } from './students-repository.js';

export const StudentSchema = z.object({
  student_id: publicIdSchema('student'),
  admin_id: publicIdSchema('admin').describe("The student's admin (teacher)"),
  fullname: z.string(),
  username: z.string(),
  email: z.string(),
  phone_no: z.string(),
  sclass: z.int().describe('Class (grade), 1–10'),
  level: z.int().describe('Abacus level, 1–10'),
  is_deleted: z.boolean(),
  deletedAt: isoDateTimeOutput().nullable(),
  createdAt: isoDateTimeOutput(),
});

export type Student = z.infer<typeof StudentSchema>;

export const toStudent = (row: StudentWithAdmin): Student => ({
  student_id: row.publicId,
  admin_id: row.adminPublicId,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  phone_no: row.phoneNo,
  sclass: row.sclass,
  level: row.level,
  is_deleted: row.deletedAt !== null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const exampleStudent: Student = {
  student_id: 's8PqR2vX5nK0LmW4',
  admin_id: 'a3kT9xQ2mLp7VbN1',
  fullname: 'Ravi Kumar',
  username: 'ravi.k',
  email: 'ravi@example.com',
  phone_no: '+919876543210',
  sclass: 4,
  level: 2,
  is_deleted: false,
  deletedAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
};

export const StudentIdParamsSchema = z.object({ studentId: publicIdSchema('student') });

export const RegisterStudentBodySchema = z
  .strictObject({
    fullname: fullnameSchema,
    username: usernameSchema,
    email: emailSchema,
    phone_no: phoneSchema,
    sclass: gradeSchema,
    level: gradeSchema,
    password: passwordSchema,
    admin_id: publicIdSchema('admin')
      .optional()
      .describe("Self-registration only: the admin's id (the class code the teacher hands out)"),
  })
  .meta({
    example: {
      fullname: 'Ravi Kumar',
      username: 'ravi.k',
      email: 'ravi@example.com',
      phone_no: '+919876543210',
      sclass: 4,
      level: 2,
      password: 'correct-horse-42',
      admin_id: 'a3kT9xQ2mLp7VbN1',
    },
  });

export type RegisterStudentBody = z.infer<typeof RegisterStudentBodySchema>;

/** Every field either caller may name; which of them each caller may change is the service's rule. */
export const UpdateStudentBodySchema = RegisterStudentBodySchema.omit({ admin_id: true })
  .partial()
  .extend({ currentPassword: z.string().max(1024).optional() })
  .meta({ example: { fullname: 'Ravi K', sclass: 5 } });

export type UpdateStudentBody = z.infer<typeof UpdateStudentBodySchema>;

export const ListStudentsQuerySchema = z.strictObject({
  class: integerQuery(1, 10).optional().describe('Only this class (sclass)'),
  level: integerQuery(1, 10).optional().describe('Only this abacus level'),
  name: z.string().trim().min(1).max(100).optional().describe('Part of the full name or username, any case'),
  is_deleted: booleanQuery().default(false).describe('true lists the soft-deleted students instead'),
  ...paginationQuery,
});

const studentMessage = (message: string, statusCode = 200) =>
  successEnvelopeSchema(z.object({ message: z.string(), student: StudentSchema }), statusCode).meta({
    example: { success: true, statusCode, data: { message, student: exampleStudent } },
  });

export const registerStudentResponses = {
  201: studentMessage('Student Registration Successful', 201).describe('The student account was created'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 429, 500),
};

export const studentProfileResponses = {
  200: successEnvelopeSchema(StudentSchema)
    .describe('The signed-in student')
    .meta({ example: { success: true, statusCode: 200, data: exampleStudent } }),
  ...errorResponses(401, 403, 500),
};

export const listStudentsResponses = {
  200: pageEnvelopeSchema(StudentSchema)
    .describe("A page of the admin's students, by full name")
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: [exampleStudent],
        meta: { page: 1, limit: 100, total: 1 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const updateStudentResponses = {
  200: studentMessage('Student updated Successfully').describe('The changes were saved'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const deleteStudentResponses = {
  200: successEnvelopeSchema(
    z.object({
      message: z.string(),
      permanently: z
        .boolean()
        .describe('false when the student was kept (soft-deleted) because they have results'),
    }),
  )
    .describe('The student was deleted')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Student deleted Successfully', permanently: true },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const clearResultsResponses = {
  200: successEnvelopeSchema(z.object({ message: z.string(), deletedResults: z.int() }))
    .describe("The student's results were deleted; the student stays")
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Student results cleared Successfully', deletedResults: 3 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};
