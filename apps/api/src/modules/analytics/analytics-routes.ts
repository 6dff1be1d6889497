import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { examsRepository } from '../exams/exams-repository.js';
import { ExamIdParamsSchema, toExam } from '../exams/exams-schemas.js';
import { studentsRepository } from '../students/students-repository.js';
import { StudentIdParamsSchema } from '../students/students-schemas.js';
import { analyticsRepository } from './analytics-repository.js';
import {
  examAssessmentResponses,
  examPracticeResponses,
  ownAssessmentResponses,
  ownPracticeResponses,
  studentAssessmentResponses,
  studentPracticeResponses,
  toStudentSummary,
} from './analytics-schemas.js';
import { analyticsService } from './analytics-service.js';

const BEARER = [{ bearerAuth: [] }];

const DEFINITIONS =
  'Percentages are round(a / b × 100, 2), rounded half away from zero, against the exam figures each ' +
  'result was submitted against. Averages of percentages average the per-result percentages as listed ' +
  '(already rounded to 2 decimals) and round again to 2; { min, max, avg } blocks round avg to 2 decimals.';
const EMPTY = 'Without results: counts 0, empty lists and null statistics.';

const serviceOf = (app: FastifyInstance) =>
  analyticsService({
    analytics: analyticsRepository(app.database.db),
    students: studentsRepository(app.database.db),
    exams: examsRepository(app.database.db),
  });

/** #5–#8, under /api/v1/student. */
export const studentAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
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
      preHandler: app.requireRole('student'),
      schema: {
        operationId: 'getOwnAssessmentAnalytics',
        tags: ['Student'],
        summary: "The signed-in student's assessment analytics",
        description: `The signed-in student's assessment results. ${ASSESSMENT}`,
        security: BEARER,
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
      preHandler: app.requireRole('student'),
      schema: {
        operationId: 'getOwnPracticeAnalytics',
        tags: ['Student'],
        summary: "The signed-in student's practice analytics",
        description: `The signed-in student's practice results. ${PRACTICE}`,
        security: BEARER,
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
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'getStudentAssessmentAnalytics',
        tags: ['Student'],
        summary: "A student's assessment analytics",
        description:
          "The assessment results of one of the admin's students (deleted students included; another " +
          `admin's student → 404). ${ASSESSMENT}`,
        security: BEARER,
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
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'getStudentPracticeAnalytics',
        tags: ['Student'],
        summary: "A student's practice analytics",
        description:
          "The practice results of one of the admin's students (deleted students included; another " +
          `admin's student → 404). ${PRACTICE}`,
        security: BEARER,
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

/** #26 and #27, under /api/v1/exam. */
export const examAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = serviceOf(app);
  const TOTALS =
    "totalEligibleStudents counts the admin's current (not deleted) students at the exam's level; " +
    'totalStudentsAttempted counts distinct students with a result. The star student has the best single ' +
    'result: highest score percentage, then less time, then the earlier.';
  const ACCESS = "Owner only (another admin's exam → 403); a deleted exam's analytics stay readable.";

  app.get(
    '/practice/:examId/analytics',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'getPracticeExamAnalytics',
        tags: ['Exam'],
        summary: "A practice exam's analytics",
        description:
          'One entry per student who attempted the exam (by name) with attempts, best score percentage and ' +
          'min/max/avg of scores and minutes; min/max/avg of attempts per student; min/max/avg of scores and ' +
          `minutes and the average percentages over all attempts. ${TOTALS} An assessment → 400. ${ACCESS} ` +
          `${DEFINITIONS} ${EMPTY}`,
        security: BEARER,
        params: ExamIdParamsSchema,
        response: examPracticeResponses,
      },
    },
    async (request) => {
      const { exam, analytics } = await service.examPractice(adminOf(request), request.params.examId);
      return ok({ exam: toExam(exam), analytics });
    },
  );

  app.get(
    '/assessment/:examId/analytics',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'getAssessmentExamAnalytics',
        tags: ['Exam'],
        summary: "An assessment's analytics",
        description:
          'One entry per result (oldest first); min/max/avg of scores and minutes and the average ' +
          `percentages. ${TOTALS} A practice exam → 400. ${ACCESS} ${DEFINITIONS} ${EMPTY}`,
        security: BEARER,
        params: ExamIdParamsSchema,
        response: examAssessmentResponses,
      },
    },
    async (request) => {
      const { exam, analytics } = await service.examAssessment(adminOf(request), request.params.examId);
      return ok({ exam: toExam(exam), analytics });
    },
  );
};
