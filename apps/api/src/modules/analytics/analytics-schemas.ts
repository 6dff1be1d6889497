import { z } from 'zod';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { PageMetaSchema } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { listQuery } from '../../lib/query-schemas.js';
import {
  ASSESSMENT_SORTS,
  DISTRIBUTION_BUCKETS,
  PRACTICE_SORTS,
  type ExamAssessmentAnalytics,
  type ExamPracticeAnalytics,
  type StudentAssessmentAnalytics,
  type StudentPracticeAnalytics,
} from './analytics-model.js';
import { ExamSchema } from '../exams/index.js';
import { StudentSchema } from '../students/index.js';
import {
  examAssessmentExample,
  examPracticeExample,
  studentAssessmentExample,
  studentPracticeExample,
} from './analytics-examples.js';

const percentage = (of: string) => z.number().describe(`${of}, in % rounded to 2 decimals`);
const scorePercentage = percentage('Score of the total marks at submission');
const timeUtilizationPercentage = percentage('Time taken of the duration at submission (may exceed 100)');
const minutes = (what: string) => z.number().describe(`${what}, in minutes`);

const StatisticsSchema = z
  .object({
    min: z.number(),
    max: z.number(),
    avg: z.number().describe('Rounded to 2 decimals'),
  })
  .meta({ id: 'Statistics' });

const statistics = (of: string) => StatisticsSchema.describe(of);
/** Null when there is nothing to aggregate yet. */
const optionalStatistics = (of: string) =>
  StatisticsSchema.nullable().describe(`${of}; null without results`);
const optionalAverage = (of: string) =>
  z
    .number()
    .nullable()
    .describe(
      `Average of the per-result ${of} as listed (already rounded), rounded to 2 decimals; null without results`,
    );

const StudentSummarySchema = StudentSchema.pick({
  student_id: true,
  fullname: true,
  username: true,
  sclass: true,
  level: true,
}).meta({ id: 'StudentSummary' });

export type StudentSummary = z.infer<typeof StudentSummarySchema>;

const RankedExamSchema = z
  .object({
    examId: publicIdSchema('exam'),
    title: z.string(),
    scorePercentage,
  })
  .meta({ id: 'RankedExam' });

/** Which exam a student's figures are of. */
const analysedExam = { examId: publicIdSchema('exam'), title: z.string(), level: z.int() };

const StudentAssessmentAnalyticsSchema = z
  .object({
    exams: z
      .array(
        z.object({
          ...analysedExam,
          totalMarks: z.int().describe('Total marks when the result was submitted'),
          duration: z.int().describe('Minutes allowed when the result was submitted'),
          score: z.int(),
          durationTaken: minutes('Time taken'),
          scorePercentage,
          timeUtilizationPercentage,
          date: isoDateTimeOutput().describe('When the exam was completed'),
        }),
      )
      .describe('One entry per assessment taken, oldest first (deleted exams included)'),
    totalAssessmentExams: z.int(),
    avgScorePercentage: optionalAverage('score percentages'),
    avgTimeUtilizationPercentage: optionalAverage('time utilisation percentages'),
    topExam: RankedExamSchema.nullable().describe(
      'Highest score percentage (ties → the earlier); null without results',
    ),
    lowestExam: RankedExamSchema.nullable().describe(
      'Lowest score percentage (ties → the earlier); null without results',
    ),
    overallScore: optionalStatistics('Scores'),
    overallDuration: optionalStatistics('Minutes taken'),
  })
  .meta({ id: 'StudentAssessmentAnalytics' });

const StudentPracticeAnalyticsSchema = z
  .object({
    exams: z
      .array(
        z.object({
          ...analysedExam,
          totalMarks: z.int().describe("The exam's current total marks"),
          duration: z.int().describe("The exam's current duration, in minutes"),
          totalAttempts: z.int(),
          score: statistics('Scores of these attempts'),
          time_taken: statistics('Minutes taken in these attempts'),
          attempts: z
            .array(
              z.object({
                score: z.int(),
                durationTaken: minutes('Time taken'),
                scorePercentage,
                date: isoDateTimeOutput().describe('When the attempt was completed'),
                timeUtilizationPercentage,
              }),
            )
            .describe('Oldest first'),
        }),
      )
      .describe('One entry per practice exam attempted, by first attempt (deleted exams included)'),
    totalPracticeExams: z.int(),
    overallScore: optionalStatistics('Scores of all attempts'),
    overallDuration: optionalStatistics('Minutes taken in all attempts'),
  })
  .meta({ id: 'StudentPracticeAnalytics' });

export const NamedStudentSchema = z
  .object({
    studentId: publicIdSchema('student'),
    studentName: z.string(),
  })
  .meta({ id: 'NamedStudent' });

const StarStudentSchema = z
  .object({
    ...NamedStudentSchema.shape,
    score: z.int(),
    scorePercentage,
    timeTaken: minutes('Time taken'),
  })
  .meta({ id: 'StarStudent' })
  .nullable()
  .describe(
    'The best single result: highest score percentage, then less time, then the earlier; null without results',
  );

const examTotalsShape = {
  distribution: z
    .array(z.int())
    .length(DISTRIBUTION_BUCKETS)
    .describe(
      'How many of the listed entries (over every page) score 0–10 %, 10–20 %, …, 90–100 % (100 % counts ' +
        'in the last)',
    ),
  totalEligibleStudents: z
    .int()
    .describe("The admin's current students at the exam's level (only those it names, where it names some)"),
  totalStudentsAttempted: z.int().describe('Distinct students with a result (deleted students included)'),
  overallScore: optionalStatistics('Scores of all results'),
  overallDuration: optionalStatistics('Minutes taken in all results'),
  avgScorePercentage: optionalAverage('score percentages'),
  avgTimeUtilizationPercentage: optionalAverage('time utilisation percentages'),
  starStudent: StarStudentSchema,
};

const ExamAssessmentAnalyticsSchema = z
  .object({
    students: z
      .array(
        z.object({
          ...NamedStudentSchema.shape,
          score: z.int(),
          duration: minutes('Time the student took'),
          scorePercentage,
          timeUtilizationPercentage,
          date: isoDateTimeOutput().describe('When the exam was completed'),
        }),
      )
      .describe('One page of the entries, one per result (so one per student who took it), in `sort` order'),
    ...examTotalsShape,
    notAttempted: z
      .array(NamedStudentSchema)
      .describe(
        "The admin's current students at the exam's level without a result in it, by name: the first " +
          '`limit` of them',
      ),
    totalNotAttempted: z.int().describe('All of those students, however many notAttempted lists'),
  })
  .meta({ id: 'ExamAssessmentAnalytics' });

const ExamPracticeAnalyticsSchema = z
  .object({
    students: z
      .array(
        z.object({
          ...NamedStudentSchema.shape,
          totalAttempts: z.int(),
          bestScorePercentage: percentage("The student's best score of the total marks"),
          score: statistics("Scores of the student's attempts"),
          duration: statistics("Minutes taken in the student's attempts"),
        }),
      )
      .describe('One page of the entries, one per student who attempted the exam, in `sort` order'),
    overallAttempts: optionalStatistics('Attempts per student'),
    ...examTotalsShape,
  })
  .meta({ id: 'ExamPracticeAnalytics' });

// The contract describes exactly what the repository assembles: a difference fails the type check.
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.infer<typeof StudentAssessmentAnalyticsSchema>, StudentAssessmentAnalytics>;
true satisfies Same<z.infer<typeof StudentPracticeAnalyticsSchema>, StudentPracticeAnalytics>;
true satisfies Same<z.infer<typeof ExamAssessmentAnalyticsSchema>, ExamAssessmentAnalytics>;
true satisfies Same<z.infer<typeof ExamPracticeAnalyticsSchema>, ExamPracticeAnalytics>;

const StudentAssessmentSuccessSchema = successEnvelopeSchema(
  z.object({ student: StudentSummarySchema, analytics: StudentAssessmentAnalyticsSchema }),
)
  .describe("The student's assessment analytics; without results: counts 0, empty lists, null statistics")
  .meta({ example: studentAssessmentExample });

const StudentPracticeSuccessSchema = successEnvelopeSchema(
  z.object({ student: StudentSummarySchema, analytics: StudentPracticeAnalyticsSchema }),
)
  .describe("The student's practice analytics; without results: counts 0, empty lists, null statistics")
  .meta({ example: studentPracticeExample });

// A student reading their own analytics names nothing, so nothing can be malformed or missing.
const OWN_ANALYTICS_ERRORS = [401, 403, 500] as const;
export const NAMED_ANALYTICS_ERRORS = [400, 401, 403, 404, 500] as const;

const analyticsResponses = <Success extends z.ZodType>(
  success: Success,
  errors: typeof OWN_ANALYTICS_ERRORS | typeof NAMED_ANALYTICS_ERRORS,
) => ({ 200: success, ...errorResponses(...errors) });

export const ownAssessmentResponses = analyticsResponses(
  StudentAssessmentSuccessSchema,
  OWN_ANALYTICS_ERRORS,
);
export const studentAssessmentResponses = analyticsResponses(
  StudentAssessmentSuccessSchema,
  NAMED_ANALYTICS_ERRORS,
);
export const ownPracticeResponses = analyticsResponses(StudentPracticeSuccessSchema, OWN_ANALYTICS_ERRORS);
export const studentPracticeResponses = analyticsResponses(
  StudentPracticeSuccessSchema,
  NAMED_ANALYTICS_ERRORS,
);

/** Where the listed page sits in the whole list of students, and its order. */
const analyticsPageMeta = <Sort extends readonly [string, ...string[]]>(sorts: Sort) =>
  PageMetaSchema.extend({ sort: z.enum(sorts) });

const analyticsEnvelope = <Data extends z.ZodType, Sort extends readonly [string, ...string[]]>(
  data: Data,
  sorts: Sort,
) => successEnvelopeSchema(data).extend({ meta: analyticsPageMeta(sorts) });

const sortQuery = <Sort extends readonly [string, ...string[]]>(sorts: Sort, described: string) =>
  z
    .enum(sorts, `must be one of ${sorts.join(', ')}`)
    .default(sorts[0])
    .describe(described);

export const ExamPracticeAnalyticsQuerySchema = listQuery({
  sort: sortQuery(
    PRACTICE_SORTS,
    'Order of the students listed: name (A to Z, the default), score (best score percentage, highest ' +
      'first) or date (first attempt, earliest first)',
  ),
});

export const ExamAssessmentAnalyticsQuerySchema = listQuery({
  sort: sortQuery(
    ASSESSMENT_SORTS,
    'Order of the results listed: date (completed, earliest first, the default), score (highest first) or ' +
      'name (A to Z)',
  ),
});

export const examAssessmentResponses = {
  200: analyticsEnvelope(
    z.object({ exam: ExamSchema, analytics: ExamAssessmentAnalyticsSchema }),
    ASSESSMENT_SORTS,
  )
    .describe("The assessment's analytics; without results: counts 0, empty lists, null statistics")
    .meta({ example: examAssessmentExample }),
  ...errorResponses(...NAMED_ANALYTICS_ERRORS),
};

export const examPracticeResponses = {
  200: analyticsEnvelope(
    z.object({ exam: ExamSchema, analytics: ExamPracticeAnalyticsSchema }),
    PRACTICE_SORTS,
  )
    .describe("The practice exam's analytics; without results: counts 0, empty lists, null statistics")
    .meta({ example: examPracticeExample }),
  ...errorResponses(...NAMED_ANALYTICS_ERRORS),
};
