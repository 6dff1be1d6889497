import {
  blankAsNull,
  emailSchema,
  fullnameSchema,
  gradeSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@abacus/contract';
import { z } from 'zod';
import {
  JOIN_CODE_PATTERN_SOURCE,
  normaliseJoinCode,
  TYPED_JOIN_CODE_PATTERN_SOURCE,
} from '../../domain/join-code.js';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { booleanQuery, gradeQuery, listQuery, searchQuery } from '../../lib/query-schemas.js';
import { deletionResponse, errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';

export const StudentSchema = z
  .object({
    student_id: publicIdSchema('student'),
    admin_id: publicIdSchema('admin').describe("The student's admin (teacher)"),
    fullname: z.string(),
    username: z.string(),
    email: z.string().nullable().describe('null when the student gave none'),
    phone_no: z.string().nullable().describe('null when the student gave none'),
    sclass: z
      .int()
      .nullable()
      .describe(
        'Class (grade), 1–10; null when a student who joined with the class code left it for the teacher',
      ),
    level: z
      .int()
      .nullable()
      .describe(
        'Abacus level, 1–10; null when a student who joined with the class code left it for the teacher to set ' +
          '(level_confirmed is then false)',
      ),
    level_confirmed: z
      .boolean()
      .describe(
        'false while the teacher has not confirmed the level a student picked when joining with the class ' +
          'code: until then the student sees no exam',
      ),
    is_deleted: z.boolean(),
    deletedAt: isoDateTimeOutput().nullable(),
    createdAt: isoDateTimeOutput(),
  })
  .meta({ id: 'Student' });

export type Student = z.infer<typeof StudentSchema>;

const exampleStudent: Student = {
  student_id: 's8PqR2vX5nK0LmW4',
  admin_id: 'a3kT9xQ2mLp7VbN1',
  fullname: 'Ravi Kumar',
  username: 'ravi.k',
  email: 'ravi@example.com',
  phone_no: '+919876543210',
  sclass: 4,
  level: 2,
  level_confirmed: true,
  is_deleted: false,
  deletedAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
};

const { fullname, username, email, phone_no, sclass, level } = exampleStudent;

export const StudentIdParamsSchema = z.object({
  studentId: publicIdSchema('student').describe(
    'One of your students, as their registration or the student list returned them',
  ),
});

const JOIN_CODE_FORMAT = 'must be the 8-character join code from your teacher (no 0, O, 1, I or L)';

/** Typed by children: any case, with or without the spaces or dashes people put between groups. */
const joinCodeInput = z
  .string()
  .max(32, JOIN_CODE_FORMAT)
  .transform(normaliseJoinCode)
  .pipe(z.string().regex(new RegExp(JOIN_CODE_PATTERN_SOURCE), JOIN_CODE_FORMAT))
  .meta({ example: 'K7QM-4TXR', pattern: TYPED_JOIN_CODE_PATTERN_SOURCE });

const NOT_GIVEN =
  'Optional. Left out, null or empty (only spaces) all mean none: the student is saved without one; in a ' +
  'PATCH, null or empty removes it';

const LEFT_FOR_THE_TEACHER =
  'Required when an admin registers the student. A child joining with join_code may leave it out for the ' +
  'teacher to set (null until then)';

export const RegisterStudentBodySchema = z
  .strictObject({
    fullname: fullnameSchema,
    username: usernameSchema,
    email: blankAsNull(emailSchema).optional().describe(NOT_GIVEN).meta({ example: 'ravi@example.com' }),
    phone_no: blankAsNull(phoneSchema).optional().describe(NOT_GIVEN).meta({ example: '+919876543210' }),
    sclass: gradeSchema.optional().describe(LEFT_FOR_THE_TEACHER),
    level: gradeSchema.optional().describe(LEFT_FOR_THE_TEACHER),
    password: passwordSchema,
    join_code: joinCodeInput
      .optional()
      .describe(
        'Self-registration only: the class join code the teacher hands out (any case; spaces and dashes ' +
          'are ignored)',
      ),
    admin_id: publicIdSchema('admin')
      .optional()
      .describe(
        'Older clients only: with an admin token it may name that admin; self-registration needs join_code ' +
          '(admin_id alone → 400)',
      ),
  })
  .meta({
    example: {
      fullname,
      username,
      email,
      phone_no,
      sclass,
      level,
      password: 'correct-horse-42',
      join_code: 'K7QM-4TXR',
    },
  });

export type RegisterStudentBody = z.infer<typeof RegisterStudentBodySchema>;

/** The most students one import registers: the default of STUDENT_CREATION_RATE_LIMIT_MAX, one window's worth. */
export const MOST_IMPORTED_STUDENTS = 300;

/** A student of a class list: what a teacher registering one sends, the class and level required. */
const ImportedStudentSchema = RegisterStudentBodySchema.omit({ admin_id: true, join_code: true }).extend({
  sclass: gradeSchema,
  level: gradeSchema,
});

export type ImportedStudent = z.infer<typeof ImportedStudentSchema>;

export const ImportStudentsBodySchema = z
  .strictObject({
    students: z
      .array(ImportedStudentSchema)
      .min(1)
      .max(MOST_IMPORTED_STUDENTS)
      .describe(
        `The class list, 1 to ${MOST_IMPORTED_STUDENTS} students, each as POST /api/v1/student/register takes ` +
          'one from a teacher (sclass and level required). A problem is named by its place: ' +
          'body.students.2.username is the third student’s username',
      ),
  })
  .meta({
    example: {
      students: [
        { fullname: 'Ishaan Verma', username: 'ishaan.v', sclass: 3, level: 1, password: 'red-kite-2048' },
        {
          fullname: 'Priya Menon',
          username: 'priya.m',
          phone_no: '+919845012345',
          sclass: 3,
          level: 2,
          password: 'seven-lanterns',
        },
      ],
    },
  });

export type ImportStudentsBody = z.infer<typeof ImportStudentsBodySchema>;

/** Every field either caller may name; which of them each caller may change is the service's rule. */
export const UpdateStudentBodySchema = RegisterStudentBodySchema.omit({ admin_id: true, join_code: true })
  .partial()
  .extend({
    level_confirmed: z
      .literal(true, 'can only be true: it confirms the level the student has; send level to set another')
      .optional()
      .describe(
        'Admin only: true confirms the level the student picked as it is (sending level confirms the new one)',
      ),
    currentPassword: z.string().max(1024).optional(),
  })
  .meta({ example: { fullname: 'Ravi K', sclass: 5 } });

export type UpdateStudentBody = z.infer<typeof UpdateStudentBodySchema>;

export const SetStudentPasswordBodySchema = z
  .strictObject({ password: passwordSchema.describe("The student's new password") })
  .meta({ example: { password: 'purple-kite-58' } });

export const ListStudentsQuerySchema = listQuery({
  class: gradeQuery().optional().describe('Only this class (sclass)'),
  level: gradeQuery().optional().describe('Only this abacus level'),
  name: searchQuery().optional().describe('Part of the full name or username, any case'),
  level_confirmed: booleanQuery()
    .optional()
    .describe('false: only the students whose level the teacher has not confirmed yet'),
  is_deleted: booleanQuery().default(false).describe('true lists the soft-deleted students instead'),
});

const studentMessage = (message: string, statusCode = 200) =>
  successEnvelopeSchema(z.object({ message: z.string(), student: StudentSchema }), statusCode).meta({
    example: { success: true, statusCode, data: { message, student: exampleStudent } },
  });

export const registerStudentResponses = {
  201: studentMessage('Student Registration Successful', 201).describe('The student account was created'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const importStudentsResponses = {
  201: successEnvelopeSchema(z.object({ message: z.string(), students: z.array(StudentSchema) }), 201)
    .describe('Every student of the list was registered, in the order of the list')
    .meta({
      example: {
        success: true,
        statusCode: 201,
        data: { message: 'Students imported Successfully', students: [exampleStudent] },
      },
    }),
  ...errorResponses(400, 401, 403, 409, 415, 500),
};

export const studentProfileResponses = {
  200: successEnvelopeSchema(StudentSchema)
    .describe('The signed-in student')
    .meta({ example: { success: true, statusCode: 200, data: exampleStudent } }),
  ...errorResponses(401, 403, 500),
};

export const readStudentResponses = {
  200: successEnvelopeSchema(StudentSchema)
    .describe('One of the admin’s students')
    .meta({ example: { success: true, statusCode: 200, data: exampleStudent } }),
  ...errorResponses(400, 401, 403, 404, 500),
};

/** A student as the admin's list shows them: with whether they are ready for the next level. */
export const ListedStudentSchema = StudentSchema.extend({
  ready_to_move_up: z
    .boolean()
    .describe(
      'Whether the student has mastered every formula of their level (GET /api/v1/analytics/skills): the ' +
        'teacher confirms the move up by changing the level; false for a deleted student',
    ),
  parents_linked: z
    .int()
    .describe(
      'How many parents follow the student with their family code (GET /api/v1/student/{studentId}/parents)',
    ),
}).meta({ id: 'ListedStudent' });

export const listStudentsResponses = {
  200: pageResponse(ListedStudentSchema, "A page of the admin's students, by full name", [
    { ...exampleStudent, ready_to_move_up: false, parents_linked: 1 },
  ]),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const updateStudentResponses = {
  200: studentMessage('Student updated Successfully').describe('The changes were saved'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const setStudentPasswordResponses = {
  200: studentMessage('Student password changed Successfully').describe(
    'The new password works; every earlier session of the student has ended',
  ),
  ...errorResponses(400, 401, 403, 404, 415, 500),
};

export const deleteStudentResponses = {
  200: deletionResponse('The student was deleted', {
    message: 'Student deleted Successfully',
    keptWhen: 'the student was kept (soft-deleted) because they have results',
    examplePermanently: true,
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
