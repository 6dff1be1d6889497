import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { ok } from '../../lib/envelope.js';
import { studentOf } from '../../plugins/app/authentication.js';
import { examsRepository } from '../exams/exams-repository.js';
import { renderPdf } from '../reports/pdf-renderer.js';
import { resultReport } from '../reports/result-report.js';
import { studentsRepository } from '../students/students-repository.js';
import { resultsRepository } from './results-repository.js';
import {
  deleteResultResponses,
  FormatQuerySchema,
  getResultResponses,
  PDF_RESPONSE,
  ResultIdParamsSchema,
  SubmitResultBodySchema,
  submitResultResponses,
  toResult,
  toResultDetail,
} from './results-schemas.js';
import { resultsService, type ResultsService } from './results-service.js';

const BEARER = [{ bearerAuth: [] }];

export function createResultsService(db: Database): ResultsService {
  return resultsService({
    results: resultsRepository(db),
    exams: examsRepository(db),
    students: studentsRepository(db),
  });
}

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createResultsService(app.database.db);

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      preHandler: app.requireRole('student'),
      schema: {
        operationId: 'submitResult',
        tags: ['Result'],
        summary: 'Submit a result',
        description:
          'Records a finished attempt. With `answers` (one per question, in order) the server grades it and ' +
          'returns per-question feedback; practice exams may instead send score and total_correct, which must ' +
          'agree with the exam (score = total_correct × marks per question). The exam must be active and at ' +
          "the student's level (400 otherwise); an assessment needs answers, time_taken within its duration, " +
          'and takes one result per student (409 for a second). Admins cannot submit (403).',
        security: BEARER,
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
            ...(feedback && { feedback }),
          },
          201,
        ),
      );
    },
  );

  app.get(
    '/:resultId',
    {
      preHandler: app.requireRole('admin', 'student'),
      schema: {
        operationId: 'getResult',
        tags: ['Result'],
        summary: 'Read a result',
        description:
          'A student reads their own results; an admin reads the results of their exams (403 otherwise). ' +
          '`?format=pdf` returns the result as a PDF report; any other format → 400.',
        security: BEARER,
        params: ResultIdParamsSchema,
        querystring: FormatQuerySchema,
        response: {
          ...getResultResponses,
          200: {
            description: 'The result with its student and exam, or (with ?format=pdf) its PDF report',
            content: { 'application/json': { schema: getResultResponses[200] }, ...PDF_RESPONSE.content },
          },
        },
      },
    },
    async (request, reply) => {
      const result = await service.read(request.account!, request.params.resultId);
      if (request.query.format === 'pdf') {
        const pdf = await renderPdf(resultReport(result, new Date()));
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="result-${result.publicId}.pdf"`)
          .send(pdf);
      }
      return ok(toResultDetail(result));
    },
  );

  app.delete(
    '/:resultId',
    {
      preHandler: app.requireRole('admin', 'student'),
      schema: {
        operationId: 'deleteResult',
        tags: ['Result'],
        summary: 'Delete a result',
        description:
          'A student may delete their own practice results (not assessment results: 403); an admin may delete ' +
          'any result of their exams. Someone else’s result → 403.',
        security: BEARER,
        params: ResultIdParamsSchema,
        response: deleteResultResponses,
      },
    },
    async (request) => {
      await service.remove(request.account!, request.params.resultId);
      return ok({ message: 'Result Deleted Successfully' });
    },
  );
};
