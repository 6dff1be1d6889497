import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../lib/envelope.js';
import { accountOf, adminOf } from '../../plugins/app/authentication.js';
import { ExamIdParamsSchema, toAdminExam } from '../exams/index.js';
import { limitReports, PDF_RESPONSE, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import type { ReportsService } from '../reports/index.js';
import { toQuestion } from './questions-mappers.js';
import {
  QuestionsQuerySchema,
  questionsResponses,
  RegenerateQuestionsBodySchema,
  regenerateResponses,
  WorksheetQuerySchema,
} from './questions-schemas.js';
import type { QuestionsService } from './questions-service.js';

export const questionsRoutes: FastifyPluginAsyncZod<{
  questions: QuestionsService;
  reports: ReportsService;
}> = async (app, { questions: service, reports }) => {
  app.get(
    '/:examId/questions',
    {
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'getExamQuestions',
        tags: ['Questions'],
        summary: "An exam's questions",
        description:
          'The owner admin sees every question with its answer and the mistake on the abacus each wrong ' +
          'option stands for. A student of the same admin and level reads ' +
          'an active exam’s questions (inactive → 400, another level → 403, another admin’s exam → 404), ' +
          'with answers only for practice exams: assessments are scored by the server.',
        params: ExamIdParamsSchema,
        querystring: QuestionsQuerySchema,
        response: questionsResponses,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, meta, view } = await service.read(accountOf(request), request.params.examId, page, limit);
      return okPage(
        rows.map((row) => toQuestion(row, view)),
        meta,
      );
    },
  );

  app.patch(
    '/:examId/questions',
    {
      config: { access: ['admin'] },
      preHandler: app.limitPerAccount({
        name: 'exam-generation',
        limit: app.config.accountRateLimits.examCreation,
      }),
      schema: {
        operationId: 'regenerateExamQuestions',
        tags: ['Questions'],
        summary: "Regenerate an exam's questions",
        description:
          'Replaces every question with newly generated ones. Settings left out keep their current value; ' +
          'the seed is new unless given. total_marks follows the new settings; existing results keep the ' +
          'figures they were scored against. Owner only.',
        params: ExamIdParamsSchema,
        body: RegenerateQuestionsBodySchema,
        response: regenerateResponses,
      },
    },
    async (request) => {
      const exam = await service.regenerate(adminOf(request), request.params.examId, request.body);
      return ok({ message: 'Questions has been generated successfully', exam: toAdminExam(exam) });
    },
  );

  app.get(
    '/:examId/worksheet',
    {
      config: { access: ['admin'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getExamWorksheet',
        tags: ['Questions'],
        summary: "An exam's printable worksheet",
        description:
          'The exam as an A4 worksheet (PDF, real text): a header for the student’s name, class and date; ' +
          '+ and − drills as numbered vertical sums with a box for each answer, other exams’ questions in ' +
          'rows; and the answer key on the last page, in the language of `lang` (or of Accept-Language). ' +
          'Owner only (a student → 403, another admin’s exam → 404); format may be left out ' +
          '(pdf is the only one).',
        params: ExamIdParamsSchema,
        querystring: WorksheetQuerySchema,
        response: {
          200: { description: 'The worksheet', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      return sendPdf(
        request,
        reply,
        await reports.worksheet(adminOf(request), request.params.examId, reportLocaleOfRequest(request)),
      );
    },
  );
};
