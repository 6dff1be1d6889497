import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery } from '../../lib/query-schemas.js';
import { ok, okPage } from '../../lib/envelope.js';
import { accountOf, adminOf } from '../../plugins/app/authentication.js';
import { ExamIdParamsSchema } from '../exams/index.js';
import { StudentIdParamsSchema } from '../students/index.js';
import { toAttemptingStudent, toResult, toResultDetail } from './results-mappers.js';
import { ExamResultsQuerySchema } from './results-schemas.js';
import {
  attemptingStudentsResponses,
  deleteExamResultsResponses,
  examResultsResponses,
  retakeResponses,
} from './results-responses.js';
import { jsonOrPdf, limitReports, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import type { ReportsService } from '../reports/index.js';
import type { ResultsService } from './results-service.js';

const PageQuerySchema = listQuery();

/** The results of one exam, under /api/v1/exam. */
export const examResultsRoutes: FastifyPluginAsyncZod<{
  results: ResultsService;
  reports: ReportsService;
}> = async (app, { results: service, reports }) => {
  app.get(
    '/:examId/results',
    {
      config: { access: ['admin', 'student'], showsResults: true },
      preHandler: limitReports(app, { alsoJson: true }),
      schema: {
        operationId: 'listExamResults',
        tags: ['Exam'],
        summary: "An exam's results",
        description:
          'The owner admin gets every result of the exam (newest first), or with `?format=pdf` the exam’s ' +
          'report: summary figures, for an assessment the students who have not attempted it yet (the ' +
          "admin's current students at its level without a result), and a table of every result, in the " +
          'language of `lang` (or of Accept-Language) with its dates in `timeZone`. A ' +
          'student gets their own results of the exam (the PDF report is for admins: 403).',
        params: ExamIdParamsSchema,
        querystring: ExamResultsQuerySchema,
        response: {
          ...examResultsResponses,
          200: jsonOrPdf(
            'A page of results, or (owner, ?format=pdf) the exam report',
            examResultsResponses[200],
          ),
        },
      },
    },
    async (request, reply) => {
      const { format, page, limit } = request.query;
      if (format === 'pdf') {
        return sendPdf(
          request,
          reply,
          await reports.exam(accountOf(request), request.params.examId, reportLocaleOfRequest(request)),
        );
      }
      const { rows, total } = await service.listForExam(
        accountOf(request),
        request.params.examId,
        page,
        limit,
      );
      return okPage(rows.map(toResultDetail), { page, limit, total });
    },
  );

  app.get(
    '/:examId/students',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'listExamStudents',
        tags: ['Exam'],
        summary: 'Students who attempted an exam',
        description:
          'Each student with a result in the exam, with their attempt count, best score and last attempt.',
        params: ExamIdParamsSchema,
        querystring: PageQuerySchema,
        response: attemptingStudentsResponses,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await service.attemptingStudents(
        adminOf(request),
        request.params.examId,
        page,
        limit,
      );
      return okPage(rows.map(toAttemptingStudent), { page, limit, total });
    },
  );

  app.get(
    '/:examId/students/:studentId/results',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'listExamStudentResults',
        tags: ['Exam'],
        summary: "One student's results in an exam",
        description: "The results of one of the admin's students in one of the admin's exams, newest first.",
        params: ExamIdParamsSchema.extend(StudentIdParamsSchema.shape),
        querystring: PageQuerySchema,
        response: examResultsResponses,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { examId, studentId } = request.params;
      const { rows, total } = await service.studentResultsInExam(
        adminOf(request),
        examId,
        studentId,
        page,
        limit,
      );
      return okPage(rows.map(toResultDetail), { page, limit, total });
    },
  );

  app.delete(
    '/:examId/results',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'deleteExamResults',
        tags: ['Exam'],
        summary: "Delete all of an exam's results",
        description:
          'Deletes every result of one of the admin’s exams; the exam stays. The results go 10 000 at a ' +
          'time, so a request cut short (a timeout, a lost connection) may have deleted some: sending it ' +
          'again deletes the rest, and `deletedResults` counts those it deleted.',
        params: ExamIdParamsSchema,
        response: deleteExamResultsResponses,
      },
    },
    async (request) => {
      const deletedResults = await service.clearExam(adminOf(request), request.params.examId);
      return ok({ message: 'Exam results deleted Successfully', deletedResults });
    },
  );

  app.post(
    '/:examId/students/:studentId/retake',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'allowRetake',
        tags: ['Exam'],
        summary: 'One more try for one student',
        description:
          'Lets one of the admin’s students take one of the admin’s tests (assessments) once more: their ' +
          'result stays in history, marked `superseded`, and analytics count the new one. 400 for practice ' +
          '(it can be taken again anyway); 409 when the student has no result of it yet or is taking it now.',
        params: ExamIdParamsSchema.extend(StudentIdParamsSchema.shape),
        response: retakeResponses,
      },
    },
    async (request) => {
      const { examId, studentId } = request.params;
      const superseded = await service.allowRetake(adminOf(request), examId, studentId);
      return ok({ message: 'Retake allowed Successfully', result: toResult(superseded) });
    },
  );
};
