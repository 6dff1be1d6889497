import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { ExamIdParamsSchema, toExam } from '../exams/index.js';
import { StudentIdParamsSchema } from '../students/index.js';
import { toStudentSummary } from './analytics-mappers.js';
import {
  ExamAssessmentAnalyticsQuerySchema,
  ExamPracticeAnalyticsQuerySchema,
  examAssessmentResponses,
  examPracticeResponses,
  ownAssessmentResponses,
  ownPracticeResponses,
  studentAssessmentResponses,
  studentPracticeResponses,
} from './analytics-schemas.js';
import type { AnalyticsService } from './analytics-service.js';
import { itemAnalysisResponses } from './item-analysis-schemas.js';
import { LevelAnalyticsQuerySchema, levelAnalyticsResponses } from './level-analytics-schemas.js';

const DEFINITIONS =
  'Percentages are round(a / b × 100, 2), rounded half away from zero, against the exam figures each ' +
  'result was submitted against. Averages of percentages average the per-result percentages as listed ' +
  '(already rounded to 2 decimals) and round again to 2; { min, max, avg } blocks round avg to 2 decimals. ' +
  'Superseded results and a live round’s results the teacher kept out (in_analytics false) count nowhere.';
const EMPTY = 'Without results: counts 0, empty lists and null statistics.';

type AnalyticsRoutesOptions = { analytics: AnalyticsService };

/** A student's analytics, under /api/v1/student. */
export const studentAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { analytics: service },
) => {
  const ASSESSMENT =
    'One entry per assessment taken (oldest first, deleted exams included), the average score and time ' +
    'utilisation percentages, the top and lowest exam by score percentage (ties → the earlier), and ' +
    `min/max/avg of scores and minutes taken. ${DEFINITIONS} ${EMPTY}`;
  const PRACTICE =
    'One entry per practice exam attempted (by first attempt; its current total marks and duration), with ' +
    'the number of attempts, min/max/avg of their scores and minutes, and every attempt (oldest first); ' +
    `then min/max/avg of scores and minutes over all attempts. ${DEFINITIONS} ${EMPTY}`;

  app.get(
    '/exam/assessment/analytics',
    {
      config: { access: ['student'], showsResults: true },
      schema: {
        operationId: 'getOwnAssessmentAnalytics',
        tags: ['Student'],
        summary: "The signed-in student's assessment analytics",
        description: `The signed-in student's assessment results. ${ASSESSMENT}`,
        response: ownAssessmentResponses,
      },
    },
    async (request) => {
      const { student, analytics } = await service.ownAssessment(studentOf(request));
      return ok({ student: toStudentSummary(student), analytics });
    },
  );

  app.get(
    '/exam/practice/analytics',
    {
      config: { access: ['student'], showsResults: true },
      schema: {
        operationId: 'getOwnPracticeAnalytics',
        tags: ['Student'],
        summary: "The signed-in student's practice analytics",
        description: `The signed-in student's practice results. ${PRACTICE}`,
        response: ownPracticeResponses,
      },
    },
    async (request) => {
      const { student, analytics } = await service.ownPractice(studentOf(request));
      return ok({ student: toStudentSummary(student), analytics });
    },
  );

  app.get(
    '/:studentId/exam/assessment/analytics',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getStudentAssessmentAnalytics',
        tags: ['Student'],
        summary: "A student's assessment analytics",
        description:
          "The assessment results of one of the admin's students (deleted students included; another " +
          `admin's student → 404). ${ASSESSMENT}`,
        params: StudentIdParamsSchema,
        response: studentAssessmentResponses,
      },
    },
    async (request) => {
      const { student, analytics } = await service.studentAssessment(
        adminOf(request),
        request.params.studentId,
      );
      return ok({ student: toStudentSummary(student), analytics });
    },
  );

  app.get(
    '/:studentId/exam/practice/analytics',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getStudentPracticeAnalytics',
        tags: ['Student'],
        summary: "A student's practice analytics",
        description:
          "The practice results of one of the admin's students (deleted students included; another " +
          `admin's student → 404). ${PRACTICE}`,
        params: StudentIdParamsSchema,
        response: studentPracticeResponses,
      },
    },
    async (request) => {
      const { student, analytics } = await service.studentPractice(
        adminOf(request),
        request.params.studentId,
      );
      return ok({ student: toStudentSummary(student), analytics });
    },
  );
};

/** An exam's analytics, under /api/v1/exam. */
export const examAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { analytics: service },
) => {
  const TOTALS =
    "totalEligibleStudents counts the admin's current (not deleted) students at the exam's level, only " +
    'those the exam names where it names some ' +
    "(an assessment's notAttempted names the first `limit` of those without a result, by name, and " +
    'totalNotAttempted counts them all); ' +
    'totalStudentsAttempted counts distinct students with a result. The star student has the best single ' +
    'result: highest score percentage, then less time, then the earlier.';
  const ACCESS =
    "Owner only (another admin's exam → 404, as an unknown one); a deleted exam's analytics stay readable.";

  app.get(
    '/practice/:examId/analytics',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getPracticeExamAnalytics',
        tags: ['Exam'],
        summary: "A practice exam's analytics",
        description:
          'One page (`page`, `limit`; `meta` says where it sits) of the students who attempted the exam, in ' +
          '`sort` order, each with attempts, best score percentage and min/max/avg of scores and minutes; ' +
          'then, over every student however many pages there are: min/max/avg of attempts per student, ' +
          'the distribution of best scores, min/max/avg of scores and minutes and the average percentages ' +
          `over all attempts. ${TOTALS} An assessment → 400. ${ACCESS} ${DEFINITIONS} ${EMPTY}`,
        params: ExamIdParamsSchema,
        querystring: ExamPracticeAnalyticsQuerySchema,
        response: examPracticeResponses,
      },
    },
    async (request) => {
      const { exam, analytics, meta } = await service.examPractice(
        adminOf(request),
        request.params.examId,
        request.query,
      );
      return { ...ok({ exam: toExam(exam), analytics }), meta };
    },
  );

  app.get(
    '/assessment/:examId/analytics',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getAssessmentExamAnalytics',
        tags: ['Exam'],
        summary: "An assessment's analytics",
        description:
          'One page (`page`, `limit`; `meta` says where it sits) of the results, one per student, in `sort` ' +
          'order; then, over every result however many pages there are: the distribution of scores, ' +
          `min/max/avg of scores and minutes and the average percentages. ${TOTALS} A practice exam → 400. ` +
          `${ACCESS} ${DEFINITIONS} ${EMPTY}`,
        params: ExamIdParamsSchema,
        querystring: ExamAssessmentAnalyticsQuerySchema,
        response: examAssessmentResponses,
      },
    },
    async (request) => {
      const { exam, analytics, meta } = await service.examAssessment(
        adminOf(request),
        request.params.examId,
        request.query,
      );
      return { ...ok({ exam: toExam(exam), analytics }), meta };
    },
  );

  app.get(
    '/:examId/questions/analytics',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getExamItemAnalysis',
        tags: ['Exam'],
        summary: 'How a class answered each question of an exam',
        description:
          "Item analysis of a practice exam or an assessment: for every question of the exam's current " +
          'questions (questions_version), in order, how many results chose each option or skipped it, how ' +
          'many answered, the percentage that chose the correct option (of all results analysed: a skipped ' +
          'question counts as not correct) and the wrong option chosen most often (ties → the earlier ' +
          'letter). Only results with answers to this very version are analysed (results): a score-only ' +
          'result, or answers to questions since regenerated, say nothing about these questions. ' +
          `${ACCESS} Without results: counts 0 and null percentages.`,
        params: ExamIdParamsSchema,
        response: itemAnalysisResponses,
      },
    },
    async (request) => {
      const { exam, analytics } = await service.itemAnalysis(adminOf(request), request.params.examId);
      return ok({ exam: toExam(exam), analytics });
    },
  );
};

/** Analytics across the admin's classes, under /api/v1/analytics. */
export const levelAnalyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { analytics: service },
) => {
  app.get(
    '/levels',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getLevelAnalytics',
        tags: ['Analytics'],
        summary: 'Level-wise performance',
        description:
          "Per abacus level, ascending, that has the admin's current students or exams or a result in the " +
          'range: its current (not deleted) students and exams; the results of its exams completed from ' +
          '`from` to `to` (both included; a date means from its start or through its end, in UTC; either ' +
          'left out → open), with their average score percentage, of practice exams and of assessments ' +
          'apart; and how many of its current students have no result at all in the range. A result ' +
          'counts under the level of its exam and the type the exam had when it was submitted, even when ' +
          "its exam or student has since been deleted (it was real work); a student's level is their " +
          `current one. \`from\` after \`to\`, or a malformed date → 400. ${DEFINITIONS}`,
        querystring: LevelAnalyticsQuerySchema,
        response: levelAnalyticsResponses,
      },
    },
    async (request) => ok(await service.levels(adminOf(request), request.query)),
  );
};
