import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.js';
import { adminOf } from '../../plugins/app/authentication.js';
import { examsRepository } from '../exams/exams-repository.js';
import { ExamIdParamsSchema, toAdminExam } from '../exams/exams-schemas.js';
import {
  QuestionsQuerySchema,
  questionsResponses,
  RegenerateQuestionsBodySchema,
  regenerateResponses,
  toQuestion,
} from './questions-schemas.js';
import { questionsService } from './questions-service.js';

const BEARER = [{ bearerAuth: [] }];

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = questionsService({ exams: examsRepository(app.database.db) });

  app.get(
    '/:examId/questions',
    {
      preHandler: app.requireRole('admin', 'student'),
      schema: {
        operationId: 'getExamQuestions',
        tags: ['Questions'],
        summary: "An exam's questions",
        description:
          'The owner admin sees every question with its answer. A student of the same admin and level reads ' +
          'an active exam’s questions (inactive → 400, another level → 403, another admin’s exam → 404), ' +
          'with answers only for practice exams: assessments are graded by the server.',
        security: BEARER,
        params: ExamIdParamsSchema,
        querystring: QuestionsQuerySchema,
        response: questionsResponses,
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, meta, withAnswers } = await service.read(
        request.account!,
        request.params.examId,
        page,
        limit,
      );
      return okPage(
        rows.map((row) => toQuestion(row, withAnswers)),
        meta,
      );
    },
  );

  app.patch(
    '/:examId/questions',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        operationId: 'regenerateExamQuestions',
        tags: ['Questions'],
        summary: "Regenerate an exam's questions",
        description:
          'Replaces every question with newly generated ones. Settings left out keep their current value; ' +
          'the seed is new unless given. total_marks follows the new settings; existing results keep the ' +
          'figures they were scored against. Owner only.',
        security: BEARER,
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
};
