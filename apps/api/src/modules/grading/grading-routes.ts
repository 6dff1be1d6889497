import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../lib/envelope.js';
import { accountOf, adminOf, studentOf } from '../../plugins/app/authentication.js';
import { limitReports, PDF_RESPONSE, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import type { ReportsService } from '../reports/index.js';
import { toGradeRecord, toGrading, toStanding, toTemplates } from './grading-mappers.js';
import {
  CertificateQuerySchema,
  CreateFromTemplateBodySchema,
  createFromTemplateResponses,
  CreateGradingBodySchema,
  createGradingResponses,
  deleteGradingResponses,
  gradeHistoryResponses,
  GradingIdParamsSchema,
  gradingResultsResponses,
  ListGradingsQuerySchema,
  listGradingsResponses,
  readGradingResponses,
  StudentIdParamsSchema,
  templatesResponses,
} from './grading-schemas.js';
import type { GradingService } from './grading-service.js';

const OUTCOMES =
  'A section is passed at its pass mark, a near pass below it by no more than nearPassPercent of its full ' +
  'marks, else failed; the grading by its rule: every-section (passed when all are; near when none is ' +
  'failed) or total (the scores added, against totalPassMarks). A child’s score in a section is their latest ' +
  'counted result of its exam; pending until every section has one.';

export const gradingRoutes: FastifyPluginAsyncZod<{
  grading: GradingService;
  reports: ReportsService;
}> = async (app, { grading: service, reports }) => {
  app.get(
    '/templates',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'listGradingTemplates',
        tags: ['Grading'],
        summary: 'Grading templates from published examinations',
        description:
          'Grading examinations as published abacus examinations set them (Zenshuren 9th–7th kyu, the Japan ' +
          'Chamber of Commerce 6th–4th kyu): sections with their questions, marks, time and pass marks, the ' +
          'pass rule, and the source, with what it sets and what the template chose where it is silent. In ' +
          'English; a client names them in its own language by the template’s key.',
        response: templatesResponses,
      },
    },
    async () => ok(toTemplates()),
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      schema: {
        operationId: 'createGrading',
        tags: ['Grading'],
        summary: 'Make a grading examination of exams',
        description:
          "A grading of 1–6 sections, each one of the admin's own live assessments at the grading's level " +
          '(each once), sat in its own time with its own pass mark (at most its total marks), and a pass rule; ' +
          'practice, another level, an exam twice or a pass mark above the full marks → 400; an unknown exam ' +
          `or another admin’s → 404. totalPassMarks goes with the total rule only. ${OUTCOMES}`,
        body: CreateGradingBodySchema,
        response: createGradingResponses,
      },
    },
    async (request, reply) => {
      const grading = await service.create(adminOf(request), request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Grading created Successfully', grading: toGrading(grading) }, 201));
    },
  );

  app.post(
    '/from-template',
    {
      config: { access: ['admin'] },
      preHandler: app.limitPerAccount({
        name: 'exam-generation',
        limit: app.config.accountRateLimits.examCreation,
      }),
      schema: {
        operationId: 'createGradingFromTemplate',
        tags: ['Grading'],
        summary: 'Make a grading examination from a template',
        description:
          'Makes each section of the template as an assessment of the admin (the template’s settings, time ' +
          'and written answers, every child their own numbers), open as is_active, opensAt and closesAt say, ' +
          'and the grading of them: all or nothing. Its grade, title, section names, exam titles and source ' +
          'are written in the language of lang (English unless said). An unknown template → 400.',
        body: CreateFromTemplateBodySchema,
        response: createFromTemplateResponses,
      },
    },
    async (request, reply) => {
      const grading = await service.createFromTemplate(adminOf(request), request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Grading created Successfully', grading: toGrading(grading) }, 201));
    },
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin', 'student'], showsResults: true },
      schema: {
        operationId: 'listGradings',
        tags: ['Grading'],
        summary: 'List grading examinations',
        description:
          "Admins: their gradings, newest first. Students: their teacher's gradings at their level (none while " +
          'the teacher has not confirmed it), each with the student’s standing. Empty → 200 [].',
        querystring: ListGradingsQuerySchema,
        response: listGradingsResponses,
      },
    },
    async (request) => {
      const list = await service.list(accountOf(request), request.query);
      return list.view === 'admin'
        ? okPage(list.rows.map(toGrading), list.meta)
        : okPage(
            list.rows.map(({ grading, standing }) => ({
              ...toGrading(grading),
              standing: toStanding(standing),
            })),
            list.meta,
          );
    },
  );

  app.get(
    '/:gradingId',
    {
      config: { access: ['admin', 'student'], showsResults: true },
      schema: {
        operationId: 'getGrading',
        tags: ['Grading'],
        summary: 'One grading examination',
        description:
          'The owner admin reads one of their gradings (a deleted one too; another admin’s → 404, as an unknown one). A student ' +
          "reads one of their teacher's at their level, with their standing (another level → 403; another " +
          `teacher’s or a deleted one → 404). ${OUTCOMES}`,
        params: GradingIdParamsSchema,
        response: readGradingResponses,
      },
    },
    async (request) => {
      const read = await service.read(accountOf(request), request.params.gradingId);
      return ok(
        read.view === 'admin'
          ? toGrading(read.grading)
          : { ...toGrading(read.grading), standing: toStanding(read.standing) },
      );
    },
  );

  app.delete(
    '/:gradingId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'deleteGrading',
        tags: ['Grading'],
        summary: 'Delete a grading examination',
        description:
          'The exams of its sections stay. Once a child has sat a section the grading is kept as deleted: it ' +
          'stays in their grade history. Owner only.',
        params: GradingIdParamsSchema,
        response: deleteGradingResponses,
      },
    },
    async (request) => {
      const { permanently } = await service.remove(adminOf(request), request.params.gradingId);
      return ok({ message: 'Grading deleted Successfully', permanently });
    },
  );

  app.get(
    '/:gradingId/results',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getGradingResults',
        tags: ['Grading'],
        summary: "Every child's standing in a grading",
        description: `Each child with a result in a section, by name, section by section. ${OUTCOMES} Owner only.`,
        params: GradingIdParamsSchema,
        response: gradingResultsResponses,
      },
    },
    async (request) => {
      const { rows } = await service.results(adminOf(request), request.params.gradingId);
      return ok(
        rows.map(({ student, standing }) => ({
          student: { student_id: student.publicId, fullname: student.fullname, username: student.username },
          ...toStanding(standing),
        })),
      );
    },
  );

  app.get(
    '/:gradingId/certificate',
    {
      config: { access: ['admin', 'student'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getGradingCertificate',
        tags: ['Grading'],
        summary: 'The certificate of a passed grade',
        description:
          'An A4 PDF certificate: the school, the child’s name (any script), the grade, the grading, each ' +
          'section’s score and pass mark, the total and the date, in the language of `lang`, which the ' +
          'words of the template a grading follows (grade, title, section names, source) are written in too, ' +
          'whatever language they were made in; a teacher’s own words stay as written. A student ' +
          'downloads their own (`student` naming anyone else → 400); an admin names the student (`student`, ' +
          'else 400). Not passed → 409.',
        params: GradingIdParamsSchema,
        querystring: CertificateQuerySchema,
        response: {
          200: { description: 'The certificate', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        await reports.certificate(
          accountOf(request),
          request.params.gradingId,
          request.query.student,
          reportLocaleOfRequest(request),
        ),
      ),
  );
};

export const gradeHistoryRoutes: FastifyPluginAsyncZod<{ grading: GradingService }> = async (
  app,
  { grading: service },
) => {
  app.get(
    '/grades',
    {
      config: { access: ['student'], showsResults: true },
      schema: {
        operationId: 'getOwnGrades',
        tags: ['Grading'],
        summary: 'Own grade history',
        description:
          "Every grading of the student's teacher (deleted ones too) in which they have a result in every " +
          `section, newest first, with the outcome. ${OUTCOMES}`,
        response: gradeHistoryResponses([401, 403, 500]),
      },
    },
    async (request) => ok((await service.history(studentOf(request))).map(toGradeRecord)),
  );

  app.get(
    '/:studentId/grades',
    {
      config: { access: ['admin'], showsResults: true },
      schema: {
        operationId: 'getStudentGrades',
        tags: ['Grading'],
        summary: "A student's grade history",
        description: 'As GET /api/v1/student/grades, for one of the admin’s students (another’s → 404).',
        params: StudentIdParamsSchema,
        response: gradeHistoryResponses([400, 401, 403, 404, 500]),
      },
    },
    async (request) =>
      ok((await service.history(adminOf(request), request.params.studentId)).map(toGradeRecord)),
  );
};
