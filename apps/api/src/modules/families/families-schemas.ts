import {
  blankAsNull,
  emailSchema,
  fullnameSchema,
  gradeSchema,
  passwordSchema,
  usernameSchema,
} from '@abacus/contract';
import { z } from 'zod';
import {
  FAMILY_CODE_LENGTH,
  FAMILY_CODE_PATTERN_SOURCE,
  TYPED_FAMILY_CODE_PATTERN_SOURCE,
} from '../../domain/family-code.js';
import { normaliseJoinCode } from '../../domain/join-code.js';
import { WEEKDAYS } from '../../domain/practice-days.js';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { gradeQuery } from '../../lib/query-schemas.js';
import { REPORT_LANGUAGES, reportLocaleQuery } from '../../lib/report-locale.js';
import { GradeRecordSchema } from '../grading/index.js';
import { ResultDetailSchema } from '../results/index.js';
import { SkillReportSchema } from '../skills/index.js';
import { MOST_PARENTS } from './families-service.js';

const EXAMPLE_FAMILY_CODE = 'H4WN7QKP2D';

const languageSchema = z
  .enum(REPORT_LANGUAGES, 'must be en or hi')
  .describe("The language of the parent's screens and weekly report: en (English) or hi (Hindi)");

export const ParentSchema = z
  .object({
    parent_id: publicIdSchema('parent'),
    fullname: z.string(),
    username: z.string(),
    email: z.string().nullable().describe('null when the parent gave none (no weekly email then)'),
    language: languageSchema,
    createdAt: isoDateTimeOutput(),
  })
  .meta({ id: 'Parent' });

export type Parent = z.infer<typeof ParentSchema>;

const exampleParent = {
  parent_id: 'pH3kW8nQ2vX5mL9c',
  fullname: 'Sunita Kumar',
  username: 'sunita.k',
  email: 'sunita@example.com',
  language: 'hi',
  createdAt: '2026-12-01T18:05:00.000Z',
} as const;

const OPTIONAL_EMAIL =
  'Optional: only the weekly email needs it. Left out, null or empty all mean none; in a PATCH, null or ' +
  'empty removes it';

export const RegisterParentBodySchema = z
  .strictObject({
    fullname: fullnameSchema,
    username: usernameSchema,
    email: blankAsNull(emailSchema)
      .optional()
      .describe(OPTIONAL_EMAIL)
      .meta({ example: exampleParent.email }),
    language: languageSchema.default('en'),
    password: passwordSchema,
  })
  .meta({
    example: {
      fullname: exampleParent.fullname,
      username: exampleParent.username,
      email: exampleParent.email,
      language: 'hi',
      password: 'correct-horse-42',
    },
  });

export type RegisterParentBody = z.infer<typeof RegisterParentBodySchema>;

export const UpdateParentBodySchema = z
  .strictObject({
    fullname: fullnameSchema.optional(),
    username: usernameSchema.optional(),
    email: blankAsNull(emailSchema).optional().describe(OPTIONAL_EMAIL),
    language: languageSchema.optional(),
    password: passwordSchema.optional().describe('A new password; needs currentPassword'),
    currentPassword: z.string().max(1024).optional().describe('The present password, to change it'),
  })
  .meta({ example: { language: 'en', email: 'sunita.kumar@example.com' } });

export type UpdateParentBody = z.infer<typeof UpdateParentBodySchema>;

const FAMILY_CODE_FORMAT = `must be the ${FAMILY_CODE_LENGTH}-character family code from the child's teacher (no 0, O, 1, I or L)`;

export const LinkChildBodySchema = z
  .strictObject({
    family_code: z
      .string()
      .max(40, FAMILY_CODE_FORMAT)
      .transform(normaliseJoinCode)
      .pipe(z.string().regex(new RegExp(FAMILY_CODE_PATTERN_SOURCE), FAMILY_CODE_FORMAT))
      .describe(
        "The child's family code from their teacher's family slip: any case, spaces and dashes ignored",
      )
      .meta({ example: 'H4WN-7QKP-2D', pattern: TYPED_FAMILY_CODE_PATTERN_SOURCE }),
  })
  .meta({ example: { family_code: 'H4WN-7QKP-2D' } });

export const ChildIdParamsSchema = z.strictObject({
  studentId: publicIdSchema('student').describe('A child linked to your account'),
});

export const StudentParentParamsSchema = z.strictObject({
  studentId: publicIdSchema('student').describe('One of your students'),
  parentId: publicIdSchema('parent').describe('A parent linked to the student'),
});

export const ChildSchema = z
  .object({
    student_id: publicIdSchema('student'),
    fullname: z.string(),
    sclass: z.int().nullable(),
    level: z.int().nullable(),
    school: z.string().describe("The child's teacher, as they named themselves"),
    linked_at: isoDateTimeOutput(),
  })
  .meta({ id: 'Child' });

const exampleChild = {
  student_id: 's8PqR2vX5nK0LmW4',
  fullname: 'Ravi Kumar',
  sclass: 4,
  level: 2,
  school: 'Meera Sharma',
  linked_at: '2026-12-01T18:07:00.000Z',
};

const PracticeWeekSchema = z
  .object({
    today: z.iso.date().describe("Today's date in the school's time zone"),
    daily_goal: z.int().describe("Questions in each day's set"),
    counts_today: z.boolean().describe("Whether today's practice keeps the streak going"),
    done_today: z.boolean().describe("Whether today's set was handed in with every question answered"),
    streak: z.int().describe('Practice days in a row done, back from today'),
    practice_days: z.array(z.enum(WEEKDAYS)),
    week: z
      .array(
        z.object({
          day: z.iso.date(),
          weekday: z.enum(WEEKDAYS),
          counts: z.boolean(),
          done: z.boolean(),
        }),
      )
      .describe('This week, Monday to Sunday, in the school’s time zone'),
    minutes_this_week: z.int().describe("Minutes spent on this week's practice sets"),
  })
  .meta({ id: 'PracticeWeek' });

const TestDueSchema = z
  .object({
    exam_id: publicIdSchema('exam'),
    title: z.string(),
    type: z.enum(['assessment', 'practice']),
    closes_at: isoDateTimeOutput(),
  })
  .meta({ id: 'TestDue' });

export const ChildOverviewSchema = z
  .object({
    child: ChildSchema,
    practice: PracticeWeekSchema,
    latest_results: z
      .array(ResultDetailSchema)
      .describe('The newest results, up to 5, as the child sees them'),
    skills: z.array(SkillReportSchema).describe("The formulas of the child's level and any other they used"),
    grades: z.array(GradeRecordSchema).describe('Every grading the child completed, newest first'),
    tests_due: z
      .array(TestDueSchema)
      .describe('Open tests closing within 7 days, that the child has not yet taken (practice tests too)'),
  })
  .meta({ id: 'ChildOverview' });

const envelope = <T extends z.ZodType>(schema: T, data: unknown, statusCode: 200 | 201 = 200) =>
  successEnvelopeSchema(schema, statusCode).meta({ example: { success: true, statusCode, data } });

const parentMessage = (message: string, statusCode: 200 | 201 = 200) =>
  envelope(
    z.object({ message: z.string(), parent: ParentSchema }),
    { message, parent: exampleParent },
    statusCode,
  );

export const registerParentResponses = {
  201: parentMessage('Parent Registration Successful', 201).describe('The parent account was created'),
  ...errorResponses(400, 409, 415, 429, 500),
};

export const parentProfileResponses = {
  200: envelope(ParentSchema, exampleParent).describe('The signed-in parent'),
  ...errorResponses(401, 403, 500),
};

export const updateParentResponses = {
  200: parentMessage('Parent updated Successfully').describe('The changes were saved'),
  ...errorResponses(400, 401, 403, 409, 415, 429, 500),
};

export const deleteParentResponses = {
  200: envelope(z.object({ message: z.string() }), { message: 'Parent deleted Successfully' }).describe(
    'The account, its links and its sessions are gone',
  ),
  ...errorResponses(401, 403, 500),
};

export const linkChildResponses = {
  201: envelope(
    z.object({ message: z.string(), child: ChildSchema }),
    { message: 'Child linked Successfully', child: exampleChild },
    201,
  ).describe('The child is linked to your account'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 429, 500),
};

export const childrenResponses = {
  200: envelope(z.array(ChildSchema), [exampleChild]).describe('The children linked to you, by name'),
  ...errorResponses(401, 403, 500),
};

export const childOverviewResponses = {
  200: envelope(ChildOverviewSchema, {
    child: exampleChild,
    practice: {
      today: '2026-12-07',
      daily_goal: 10,
      counts_today: true,
      done_today: false,
      streak: 3,
      practice_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      week: WEEKDAYS.map((weekday, index) => ({
        day: `2026-12-${String(7 + index).padStart(2, '0')}`,
        weekday,
        counts: index < 5,
        done: false,
      })),
      minutes_this_week: 0,
    },
    latest_results: [],
    skills: [],
    grades: [],
    tests_due: [
      {
        exam_id: 'eZ4nB7cD1fG9hJ2k',
        title: 'Level 2 weekly test',
        type: 'assessment',
        closes_at: '2026-12-10T12:30:00.000Z',
      },
    ],
  }).describe("What the parent reads of the child: the child's own view, read-only"),
  ...errorResponses(400, 401, 403, 500),
};

export const unlinkChildResponses = {
  200: envelope(z.object({ message: z.string() }), { message: 'Child unlinked Successfully' }).describe(
    'The child is no longer linked to your account',
  ),
  ...errorResponses(400, 401, 403, 500),
};

export const familyCodeResponses = {
  201: envelope(
    z.object({
      message: z.string(),
      family_code: z
        .string()
        .describe(
          `${FAMILY_CODE_LENGTH} characters without look-alikes (no 0, O, 1, I or L): what a parent links with`,
        )
        .meta({ example: EXAMPLE_FAMILY_CODE }),
    }),
    { message: 'Family code drawn Successfully', family_code: EXAMPLE_FAMILY_CODE },
    201,
  ).describe('The new family code; any earlier one of the child no longer links'),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const voidFamilyCodeResponses = {
  200: envelope(z.object({ message: z.string() }), { message: 'Family code voided Successfully' }).describe(
    'The child has no family code: no parent can link until a new one is drawn',
  ),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const LinkedParentSchema = z
  .object({
    parent_id: publicIdSchema('parent'),
    fullname: z.string(),
    linked_at: isoDateTimeOutput(),
  })
  .meta({ id: 'LinkedParent' });

export const studentParentsResponses = {
  200: envelope(
    z.object({
      family_code: z.string().nullable().describe('The family code a parent links with; null when none'),
      most_parents: z.int().describe('How many parents a child may have linked'),
      parents: z.array(LinkedParentSchema),
    }),
    {
      family_code: EXAMPLE_FAMILY_CODE,
      most_parents: MOST_PARENTS,
      parents: [
        {
          parent_id: exampleParent.parent_id,
          fullname: exampleParent.fullname,
          linked_at: exampleChild.linked_at,
        },
      ],
    },
  ).describe('The parents linked to the student, in the order they linked, and the family code'),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const unlinkParentResponses = {
  200: envelope(z.object({ message: z.string() }), { message: 'Parent unlinked Successfully' }).describe(
    'The parent no longer reads the student',
  ),
  ...errorResponses(400, 401, 403, 404, 500),
};

const PARENTS_LANGUAGE = "The report's language; left out: the parent's (their account's language)";
const SCHOOLS_TIME_ZONE =
  "The IANA time zone its dates are given in (e.g. Asia/Kolkata); left out: the school's";

export const ChildCertificateQuerySchema = z.strictObject({
  grading: publicIdSchema('grading').describe('The grading whose certificate it is (the child passed it)'),
  lang: reportLocaleQuery.lang.describe(PARENTS_LANGUAGE),
  timeZone: reportLocaleQuery.timeZone.describe(SCHOOLS_TIME_ZONE),
});

export const WeeklyReportQuerySchema = z.strictObject({
  week: z.iso
    .date('must be a date such as 2026-12-07')
    .optional()
    .describe('Any day of the week wanted (Monday to Sunday in the school’s time zone); left out: this week'),
  lang: reportLocaleQuery.lang.describe(PARENTS_LANGUAGE),
  timeZone: reportLocaleQuery.timeZone.describe(SCHOOLS_TIME_ZONE),
});

export const DrawFamilyCodesBodySchema = z
  .strictObject({
    level: gradeSchema.optional().describe('Only the students of this abacus level'),
    class: gradeSchema.optional().describe('Only the students of this class (sclass)'),
  })
  .meta({ example: { level: 2 } });

export const drawFamilyCodesResponses = {
  200: envelope(z.object({ message: z.string(), drawn: z.int().describe('Codes drawn now') }), {
    message: 'Family codes drawn Successfully',
    drawn: 12,
  }).describe('Every student asked for has a family code; those who had one keep it'),
  ...errorResponses(400, 401, 403, 415, 500),
};

export const FamilySlipsQuerySchema = z.strictObject({
  level: gradeQuery().optional().describe('Only the students of this abacus level'),
  class: gradeQuery().optional().describe('Only the students of this class (sclass)'),
  ...reportLocaleQuery,
});
