import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { accountOf, studentOf } from '../../plugins/app/authentication.js';
import { ExamIdParamsSchema } from '../exams/index.js';
import { toResult } from '../results/index.js';
import { toAttempt } from './attempts-mappers.js';
import {
  AttemptIdParamsSchema,
  readAttemptResponses,
  SaveAnswersBodySchema,
  saveAnswersResponses,
  startAttemptResponses,
  SubmitAttemptBodySchema,
  submitAttemptResponses,
} from './attempts-schemas.js';
import type { AttemptsService } from './attempts-service.js';

const TIMING =
  'The server keeps the time: the deadline is the start plus the exam’s duration, and answers are taken ' +
  'until 30 s after it (for the network). An attempt found past that is finished with the answers saved ' +
  'in time, scored and its result stored, by whichever request touches it first.';

/** Starting an attempt, under /api/v1/exam. */
export const examAttemptRoutes: FastifyPluginAsyncZod<{ attempts: AttemptsService }> = async (
  app,
  { attempts },
) => {
  app.post(
    '/:examId/attempt',
    {
      config: { access: ['student'] },
      preHandler: app.limitPerAccount({ name: 'results', limit: app.config.accountRateLimits.results }),
      schema: {
        operationId: 'startAttempt',
        tags: ['Attempt'],
        summary: 'Start or resume an attempt',
        description:
          'Starts the student’s attempt of an active exam of their teacher at their level (201), or resumes ' +
          'the one still open (200). The questions come without answers, practice or not: drawn for this ' +
          'attempt alone when the exam has questionsPerStudent, else the exam’s; either way in an order of ' +
          'this attempt’s own, each with its options in an order of its own, and they stay as they are for ' +
          'this attempt even if the teacher regenerates the exam. An assessment is taken once (unless the ' +
          'teacher allows a retake): after its attempt → 409. Inactive exam or another level → 400; another ' +
          `teacher’s exam → 404. ${TIMING}`,
        params: ExamIdParamsSchema,
        response: startAttemptResponses,
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { view, started } = await attempts.start(studentOf(request), request.params.examId, now);
      const message = started ? 'Attempt started Successfully' : 'Attempt resumed Successfully';
      const statusCode = started ? 201 : 200;
      return reply
        .code(statusCode)
        .send(ok({ message, attempt: toAttempt(view, now, 'student') }, statusCode));
    },
  );
};

/** Reading, saving and submitting an attempt, under /api/v1/attempt. */
export const attemptsRoutes: FastifyPluginAsyncZod<{ attempts: AttemptsService }> = async (
  app,
  { attempts },
) => {
  app.get(
    '/:attemptId',
    {
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'getAttempt',
        tags: ['Attempt'],
        summary: 'Read an attempt',
        description:
          'A student reads their own attempt; the exam’s admin any attempt of it (403 otherwise): the questions ' +
          'it shows, in its order (for the admin with each answer and correct option: what that child was ' +
          'asked), the answers saved, the deadline and the server’s clock, and once finished its result with ' +
          `the review the reader may see. ${TIMING}`,
        params: AttemptIdParamsSchema,
        response: readAttemptResponses,
      },
    },
    async (request) => {
      const now = new Date();
      const reader = accountOf(request);
      return ok(toAttempt(await attempts.read(reader, request.params.attemptId, now), now, reader.role));
    },
  );

  app.put(
    '/:attemptId/answers',
    {
      config: { access: ['student'] },
      preHandler: app.limitPerAccount({ name: 'autosaves', limit: app.config.accountRateLimits.autosaves }),
      schema: {
        operationId: 'saveAttemptAnswers',
        tags: ['Attempt'],
        summary: 'Save the answers so far',
        description:
          'Autosave: replaces the saved answers of the student’s open attempt (one entry per question; 400 ' +
          'otherwise). Once finished, or past the deadline and its grace → 409 "time is up". A student may ' +
          'save AUTOSAVE_RATE_LIMIT_MAX times per ACCOUNT_RATE_LIMIT_WINDOW (1800 per 15 minutes by default), ' +
          `then 429 with Retry-After. ${TIMING}`,
        params: AttemptIdParamsSchema,
        body: SaveAnswersBodySchema,
        response: saveAnswersResponses,
      },
    },
    async (request) => {
      const { answers, times_ms: timesMs } = request.body;
      const savedAt = await attempts.save(studentOf(request), request.params.attemptId, answers, timesMs);
      return ok({ message: 'Answers saved Successfully', saved_at: savedAt.toISOString() });
    },
  );

  app.post(
    '/:attemptId/submit',
    {
      config: { access: ['student'] },
      preHandler: app.limitPerAccount({ name: 'results', limit: app.config.accountRateLimits.results }),
      schema: {
        operationId: 'submitAttempt',
        tags: ['Attempt'],
        summary: 'Submit an attempt',
        description:
          'Finishes the student’s attempt and scores it against the questions it showed: the result takes the ' +
          'time from the start to now (or to the deadline). The feedback shows what the exam’s reviewWhileOpen ' +
          'allows until the teacher closes it: nothing (null), whether each answer was right, or the correct ' +
          'options too. A second submission ' +
          `→ 409; past the deadline and its grace → 409, and the answers saved in time are submitted. ${TIMING}`,
        params: AttemptIdParamsSchema,
        body: SubmitAttemptBodySchema,
        response: submitAttemptResponses,
      },
    },
    async (request, reply) => {
      const { result, masteredNow } = await attempts.submit(
        studentOf(request),
        request.params.attemptId,
        request.body.answers,
        request.body.times_ms,
      );
      return reply.code(201).send(
        ok(
          {
            message: 'Result created Successfully',
            result: toResult(result),
            feedback: result.review.feedback,
            mastered_now: masteredNow,
          },
          201,
        ),
      );
    },
  );
};
