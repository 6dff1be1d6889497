import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.js';
import { accountOf, studentOf } from '../../plugins/app/authentication.js';
import { toResult, toResultDetail, toReviewedResult, toShownQuestion } from './results-mappers.js';
import {
  FormatQuerySchema,
  ListResultsQuerySchema,
  ResultIdParamsSchema,
  SubmitResultBodySchema,
} from './results-schemas.js';
import {
  deleteResultResponses,
  getResultResponses,
  listResultsResponses,
  submitResultResponses,
} from './results-responses.js';
import { jsonOrPdf, limitReports, reportLocaleOfRequest, sendPdf } from '../../lib/pdf-http.js';
import type { ReportsService } from '../reports/index.js';
import type { ResultsService } from './results-service.js';

export const resultsRoutes: FastifyPluginAsyncZod<{
  results: ResultsService;
  reports: ReportsService;
}> = async (app, { results: service, reports }) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['student'] },
      preHandler: app.limitPerAccount({ name: 'results', limit: app.config.accountRateLimits.results }),
      schema: {
        operationId: 'submitResult',
        tags: ['Result'],
        summary: 'Submit a result',
        description:
          'Records a practice attempt the client timed itself. With `answers` (one per question, in order) the ' +
          'server scores it and returns per-question feedback as far as the exam’s reviewWhileOpen shows; or ' +
          'send score and total_correct, which must agree with the exam (score = total_correct × marks per ' +
          "question). The exam must be active and at the student's level (400 otherwise). A test (assessment) " +
          'is taken only through an attempt the server times: 409. Admins cannot submit (403).',
        body: SubmitResultBodySchema,
        response: submitResultResponses,
      },
    },
    async (request, reply) => {
      const { result, feedback } = await service.submit(studentOf(request), request.body);
      return reply.code(201).send(
        ok(
          {
            message: 'Result created Successfully',
            result: toResult(result),
            ...(request.body.answers && { feedback }),
          },
          201,
        ),
      );
    },
  );

  app.get(
    '/:resultId',
    {
      config: { access: ['admin', 'student'] },
      preHandler: limitReports(app, { alsoJson: true }),
      schema: {
        operationId: 'getResult',
        tags: ['Result'],
        summary: 'Read a result',
        description:
          'A student reads their own results; an admin reads the results of their exams (403 otherwise). ' +
          'With the answers chosen and per-question feedback: the correct options for the admin and in ' +
          'practice; for a student of an assessment only once the exam is closed. `?format=pdf` returns the ' +
          'result as a PDF report with the same review, in the language of `lang` (or of Accept-Language) with ' +
          'its dates in `timeZone`; any other format → 400.',
        params: ResultIdParamsSchema,
        querystring: FormatQuerySchema,
        response: {
          ...getResultResponses,
          200: jsonOrPdf(
            'The result with its student and exam, or (with ?format=pdf) its PDF report',
            getResultResponses[200],
          ),
        },
      },
    },
    async (request, reply) => {
      const { resultId } = request.params;
      if (request.query.format === 'pdf') {
        return sendPdf(
          request,
          reply,
          await reports.result(accountOf(request), resultId, reportLocaleOfRequest(request)),
        );
      }
      const { result, questions } = await service.readWithQuestions(accountOf(request), resultId);
      return ok({ ...toReviewedResult(result), questions: questions.map(toShownQuestion) });
    },
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin', 'student'], showsResults: true },
      schema: {
        operationId: 'listResults',
        tags: ['Result'],
        summary: 'List results',
        description:
          'A student gets their own results; an admin the results of their exams (`student` narrows them to ' +
          'one of their students; a student sending it → 400). Filters: exam, type, the exam’s level, and ' +
          'the completion date from/to (a date counts whole). Newest first, as summaries: score, totals, time, ' +
          'dates, the exam’s title and type, the student — the answers and their review are read one result ' +
          'at a time (GET /api/v1/result/{resultId}). A student’s list holds every result of theirs, whatever ' +
          'their level or the exam’s state now. An empty page is [].',
        querystring: ListResultsQuerySchema,
        response: listResultsResponses,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await service.list(accountOf(request), request.query);
      return okPage(rows.map(toResultDetail), { page, limit, total });
    },
  );

  app.delete(
    '/:resultId',
    {
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'deleteResult',
        tags: ['Result'],
        summary: 'Delete a result',
        description:
          'A student may delete their own practice results (not assessment results: 403); an admin may delete ' +
          'any result of their exams. Someone else’s result → 403.',
        params: ResultIdParamsSchema,
        response: deleteResultResponses,
      },
    },
    async (request) => {
      await service.remove(accountOf(request), request.params.resultId);
      return ok({ message: 'Result Deleted Successfully' });
    },
  );
};
