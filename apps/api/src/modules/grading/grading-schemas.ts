import {
  cleanText,
  examTitleSchema,
  GRADING_OUTCOMES,
  gradeSchema,
  MAX_GRADE_NAME_LENGTH,
  MAX_GRADING_AWARDS,
  MAX_GRADING_SECTIONS,
  MAX_NEAR_PASS_PERCENT,
  MAX_SCHOOL_LENGTH,
  PASS_RULES,
  textOfLength,
  wholeNumber,
} from '@abacus/contract';
import { SETTING_BOUNDS } from '@abacus/generator';
import { z } from 'zod';
import { isoDateTimeInput, isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { deletionResponse, errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';
import { listQuery } from '../../lib/query-schemas.js';
import { REPORT_LANGUAGES, reportLocaleQuery } from '../../lib/report-locale.js';

const EXAMPLE = {
  grading: 'gQ7mV2kX9pL4nB8w',
  exams: ['eZ4nB7cD1fG9hJ2k', 'eH5tR8wQ2mN6bV3c', 'eK9pL3xS7dF1gJ4h'],
  student: 's8PqR2vX5nK0LmW4',
  results: ['r6TgY3uI8oP1aS5d', 'r2LkJ8hG4fD6sA1q', 'r9MnB5vC3xZ7lK2j'],
};

const gradeNameSchema = cleanText()
  .pipe(textOfLength(1, MAX_GRADE_NAME_LENGTH))
  .describe('The grade awarded on passing, as the school names it')
  .meta({ example: '8th kyu' });
const schoolSchema = cleanText()
  .pipe(textOfLength(1, MAX_SCHOOL_LENGTH))
  .describe("Named on certificates, in any script; left out: the admin's full name")
  .meta({ example: 'Sunrise Abacus Academy' });
const nearPassSchema = wholeNumber(0, MAX_NEAR_PASS_PERCENT).describe(
  'How far below a pass mark, in percent of the full marks, still counts as a near pass; 0: no near pass ' +
    '(default 10)',
);
const outcomeSchema = z
  .enum(GRADING_OUTCOMES)
  .describe(
    'pass: at or above the pass mark; near-pass: below it by no more than nearPassPercent of the full marks; ' +
      'fail: further below; pending: a section not yet taken',
  );
const passRuleSchema = z
  .enum(PASS_RULES, `must be ${PASS_RULES.join(' or ')}`)
  .describe(
    'every-section: passed when every section is passed (a near pass when none is failed outright); total: ' +
      'passed when the sections’ scores add up to totalPassMarks',
  );

const awardSchema = z.object({
  grade: z.string().describe('The grade awarded'),
  minMarks: z.int().describe('The total that earns it'),
});
const awardsSchema = z
  .array(awardSchema)
  .describe(
    'Grades by score, lowest first: a child earns the highest whose minMarks their total reaches, and the ' +
      'lowest is the pass mark. Empty: a pass earns the grade',
  );
const awardSchemaExample = [
  { grade: 'Anzan 10th kyu', minMarks: 250 },
  { grade: 'Anzan 9th kyu', minMarks: 300 },
  { grade: 'Anzan 8th kyu', minMarks: 350 },
  { grade: 'Anzan 7th kyu', minMarks: 400 },
];

export const GradingIdParamsSchema = z.strictObject({ gradingId: publicIdSchema('grading') });
export const StudentIdParamsSchema = z.strictObject({ studentId: publicIdSchema('student') });

export const CreateGradingBodySchema = z
  .strictObject({
    title: examTitleSchema.meta({ example: 'Spring grading: 8th kyu' }),
    grade: gradeNameSchema,
    level: gradeSchema.describe('The level whose students sit it; every section is an exam of this level'),
    school: schoolSchema.optional(),
    passRule: passRuleSchema,
    totalPassMarks: wholeNumber(1, 1_000_000)
      .optional()
      .describe(
        'With passRule total (and only then): the marks a pass takes, at most the sections’ full marks; ' +
          'with awards, the lowest award’s (or left out)',
      ),
    nearPassPercent: nearPassSchema.optional(),
    paper: z
      .boolean()
      .optional()
      .describe(
        'true: one paper, as JCCI sets its kyu — the sections share one clock (their minutes added, from the ' +
          'first section a child starts) and are sat in any order; with passRule total. Default false: each ' +
          'section in its own time',
      ),
    awards: z
      .array(
        z.strictObject({
          grade: gradeNameSchema.describe('The grade awarded to this total and above (up to the next)'),
          minMarks: wholeNumber(1, 1_000_000).describe(
            'The total that earns it, at most the sections’ full marks together',
          ),
        }),
      )
      .min(1, 'must have at least one grade; leave awards out for a grading of one grade')
      .max(MAX_GRADING_AWARDS, `may have at most ${MAX_GRADING_AWARDS} grades`)
      .optional()
      .meta({ example: awardSchemaExample })
      .describe(
        'Grades by score, with passRule total (a dan examination, the anzan kentei’s 7th–10th kyu): the ' +
          'highest whose minMarks the total reaches is earned. The lowest is the pass mark: totalPassMarks ' +
          'left out is it',
      ),
    sections: z
      .array(
        z.strictObject({
          exam_id: publicIdSchema('exam').describe(
            "One of the admin's live assessments at the grading's level, each once: the section is sat as " +
              'an attempt of it, in its time, and counts the child’s latest result of it',
          ),
          passMarks: wholeNumber(
            1,
            SETTING_BOUNDS.totalQuestions.max * SETTING_BOUNDS.marksPerQuestion.max,
          ).describe("The marks that pass the section, at most the exam's total marks"),
          title: examTitleSchema.optional().describe("The section's name; left out: the exam's title"),
        }),
      )
      .min(1, 'must have at least one section')
      .max(MAX_GRADING_SECTIONS, `may have at most ${MAX_GRADING_SECTIONS} sections`),
  })
  .meta({
    example: {
      title: 'Spring grading: 8th kyu',
      grade: '8th kyu',
      level: 6,
      passRule: 'every-section',
      sections: EXAMPLE.exams.map((exam_id, index) => ({
        exam_id,
        passMarks: 100,
        title: ['Multiplication', 'Division', 'Mitorizan'][index],
      })),
    },
  });

export type CreateGradingBody = z.infer<typeof CreateGradingBodySchema>;

export const CreateFromTemplateBodySchema = z
  .strictObject({
    template: z.string().min(1).max(60).describe('A template key from GET /api/v1/grading/templates'),
    level: gradeSchema.describe('The level whose students sit it'),
    title: examTitleSchema.optional().describe('Left out: “<grade> grading”, in the language of lang'),
    school: schoolSchema.optional(),
    nearPassPercent: nearPassSchema.optional(),
    is_active: z.boolean().describe("Each section's exam: on, children may sit it (within opensAt–closesAt)"),
    opensAt: isoDateTimeInput().nullable().optional().describe('When the sections open by themselves'),
    closesAt: isoDateTimeInput().nullable().optional().describe('When the sections close by themselves'),
    lang: z
      .enum(REPORT_LANGUAGES, 'must be en or hi')
      .optional()
      .describe(
        'The language the grade, the title left out, the section names and the exams’ titles are written ' +
          'in (en: “8th kyu grading: Division”; hi: “8वाँ क्यू (8級) ग्रेड परीक्षा: भाग (÷)”); left out: en',
      ),
  })
  .meta({ example: { template: 'zenshuren-8-kyu', level: 6, is_active: true } });

export type CreateFromTemplateBody = z.infer<typeof CreateFromTemplateBodySchema>;

export const ListGradingsQuerySchema = listQuery();

const SectionSchema = z
  .object({
    position: z.int().describe('1 for the first section'),
    title: z.string(),
    passMarks: z.int(),
    fullMarks: z.int().describe("The exam's total marks"),
    exam: z.object({
      exam_id: publicIdSchema('exam'),
      title: z.string(),
      duration: z.int().describe("The section's time, in minutes"),
      total_questions: z.int(),
      is_active: z.boolean().describe('Whether children may sit the section now'),
      is_deleted: z.boolean(),
    }),
  })
  .meta({ id: 'GradingSection' });

const StandingSectionSchema = z.object({
  position: z.int(),
  title: z.string(),
  exam_id: publicIdSchema('exam'),
  score: z.int().nullable().describe('null until the section is taken'),
  fullMarks: z.int(),
  passMarks: z.int(),
  outcome: outcomeSchema,
  result_id: publicIdSchema('result').nullable(),
  date: isoDateTimeOutput().nullable(),
});

export const StandingSchema = z
  .object({
    outcome: outcomeSchema,
    award: z
      .string()
      .nullable()
      .describe(
        'The grade earned: with awards, the highest the total reaches; without, the grading’s grade on a ' +
          'pass. null before every section is taken and below the pass mark',
      ),
    total: z.int().describe('The scores of the sections taken, added'),
    fullMarks: z.int(),
    completedAt: isoDateTimeOutput()
      .nullable()
      .describe("The last section's date, once every section is taken"),
    sections: z.array(StandingSectionSchema),
  })
  .meta({ id: 'GradingStanding' });

const gradingShape = {
  grading_id: publicIdSchema('grading'),
  title: z.string(),
  grade: z.string(),
  level: z.int(),
  school: z.string(),
  passRule: passRuleSchema,
  totalPassMarks: z.int().nullable(),
  nearPassPercent: z.int(),
  paper: z
    .boolean()
    .describe('One paper: the sections share one clock (their minutes added) and are sat in any order'),
  template: z.string().nullable().describe('The template it was made from, if any'),
  source: z
    .object({ name: z.string(), url: z.string() })
    .nullable()
    .describe('The published examination its rules follow, when made from a template'),
  fullMarks: z.int(),
  awards: awardsSchema,
  sections: z.array(SectionSchema),
  createdAt: isoDateTimeOutput(),
  is_deleted: z.boolean(),
};

export const GradingSchema = z.object(gradingShape).meta({ id: 'Grading' });
export const StudentGradingSchema = z
  .object({ ...gradingShape, standing: StandingSchema.describe("The student's own standing") })
  .meta({ id: 'StudentGrading' });

const exampleSections = ['Multiplication', 'Division', 'Mitorizan (addition and subtraction)'].map(
  (title, index) => ({
    position: index + 1,
    title,
    passMarks: 100,
    fullMarks: 150,
    exam: {
      exam_id: EXAMPLE.exams[index]!,
      title: `Spring grading: ${title}`,
      duration: 7,
      total_questions: 15,
      is_active: true,
      is_deleted: false,
    },
  }),
);
const exampleGrading = {
  grading_id: EXAMPLE.grading,
  title: 'Spring grading: 8th kyu',
  grade: '8th kyu',
  level: 6,
  school: 'Sunrise Abacus Academy',
  passRule: 'every-section',
  totalPassMarks: null,
  nearPassPercent: 10,
  paper: false,
  template: 'zenshuren-8-kyu',
  source: { name: 'Zenshuren abacus examination', url: 'https://ja.wikipedia.org/wiki/…' },
  fullMarks: 450,
  awards: [],
  sections: exampleSections,
  createdAt: '2026-11-21T09:30:00.000Z',
  is_deleted: false,
};
const exampleStanding = {
  outcome: 'near-pass',
  award: null,
  total: 380,
  fullMarks: 450,
  completedAt: '2026-11-28T10:12:00.000Z',
  sections: [140, 90, 150].map((score, index) => ({
    position: index + 1,
    title: exampleSections[index]!.title,
    exam_id: EXAMPLE.exams[index]!,
    score,
    fullMarks: 150,
    passMarks: 100,
    outcome: score >= 100 ? 'pass' : 'near-pass',
    result_id: EXAMPLE.results[index]!,
    date: `2026-11-28T10:0${index * 4}:00.000Z`,
  })),
};

const TemplateSchema = z
  .object({
    key: z.string(),
    grade: z.string(),
    body: z.string().describe('Who sets the examination'),
    passRule: passRuleSchema,
    totalPassMarks: z.int().nullable(),
    paper: z.boolean().describe('One paper: the sections share one clock and are sat in any order'),
    awards: awardsSchema,
    source: z.object({
      name: z.string(),
      url: z.string(),
      sets: z
        .string()
        .describe('What the source sets, in its terms, and what the template chose where it is silent'),
    }),
    fullMarks: z.int(),
    sections: z.array(
      z.object({
        title: z.string(),
        duration: z.int(),
        passMarks: z.int(),
        fullMarks: z.int(),
        settings: z
          .record(z.string(), z.unknown())
          .describe('Generation settings as POST /api/v1/exam takes them'),
      }),
    ),
  })
  .meta({ id: 'GradingTemplate' });

export const templatesResponses = {
  200: successEnvelopeSchema(z.array(TemplateSchema)).describe('The templates'),
  ...errorResponses(401, 403, 500),
};

const createdResponse = successEnvelopeSchema(z.object({ message: z.string(), grading: GradingSchema }), 201)
  .describe('The grading, made')
  .meta({
    example: {
      success: true,
      statusCode: 201,
      data: { message: 'Grading created Successfully', grading: exampleGrading },
    },
  });

export const createGradingResponses = {
  201: createdResponse,
  ...errorResponses(400, 401, 403, 404, 415, 500),
};
export const createFromTemplateResponses = {
  201: createdResponse,
  ...errorResponses(400, 401, 403, 415, 500),
};

export const listGradingsResponses = {
  200: pageResponse(
    z.union([StudentGradingSchema, GradingSchema]),
    "The admin's gradings, or the student's with their standing in each",
    [exampleGrading],
  ),
  ...errorResponses(400, 401, 403, 500),
};

export const readGradingResponses = {
  200: successEnvelopeSchema(z.union([StudentGradingSchema, GradingSchema]))
    .describe('The grading')
    .meta({
      example: { success: true, statusCode: 200, data: { ...exampleGrading, standing: exampleStanding } },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const deleteGradingResponses = {
  200: deletionResponse('The grading is deleted', {
    message: 'Grading deleted Successfully',
    keptWhen: 'a child has sat a section: it stays in their grade history',
    examplePermanently: false,
  }),
  ...errorResponses(400, 401, 403, 404, 500),
};

const exampleStudent = { student_id: EXAMPLE.student, fullname: 'Asha Rao', username: 'asha.rao' };

export const gradingResultsResponses = {
  200: successEnvelopeSchema(
    z.array(
      StandingSchema.extend({
        student: z.object({
          student_id: publicIdSchema('student'),
          fullname: z.string(),
          username: z.string(),
        }),
      }),
    ),
  )
    .describe('Each child who has sat a section, by name, with their standing')
    .meta({
      example: { success: true, statusCode: 200, data: [{ student: exampleStudent, ...exampleStanding }] },
    }),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const GradeRecordSchema = StandingSchema.extend({
  grading_id: publicIdSchema('grading'),
  title: z.string(),
  grade: z.string(),
  school: z.string(),
  level: z.int(),
}).meta({ id: 'GradeRecord' });

const exampleRecord = {
  grading_id: EXAMPLE.grading,
  title: exampleGrading.title,
  grade: exampleGrading.grade,
  school: exampleGrading.school,
  level: 6,
  ...exampleStanding,
};

export const gradeHistoryResponses = (statuses: (400 | 401 | 403 | 404 | 500)[]) => ({
  200: successEnvelopeSchema(z.array(GradeRecordSchema))
    .describe('Every grading the child has completed, newest first')
    .meta({ example: { success: true, statusCode: 200, data: [exampleRecord] } }),
  ...errorResponses(...statuses),
});

export const CertificateQuerySchema = z.strictObject({
  student: publicIdSchema('student')
    .optional()
    .describe(
      "Admins: the student whose certificate it is (required); a student's own is theirs (another's → 400)",
    ),
  ...reportLocaleQuery,
});
