import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUND_CODE_LENGTH } from '@abacus/contract';
import { ROUND_COUNTDOWN_MS, ROUND_IDLE_HOURS } from '../../domain/round-timing.js';
import { ok, okPage } from '../../lib/envelope.js';
import { accountOf, adminOf, studentOf } from '../../plugins/app/authentication.js';
import { toRound } from './rounds-mappers.js';
import {
  answerResponses,
  CreateRoundBodySchema,
  createRoundResponses,
  endRoundResponses,
  JoinRoundBodySchema,
  joinRoundResponses,
  ListRoundsQuerySchema,
  listRoundsResponses,
  readRoundResponses,
  RoundAnswerBodySchema,
  RoundIdParamsSchema,
  roundMoveResponses,
  saveResultsResponses,
  SaveResultsBodySchema,
  ShowQuestionBodySchema,
} from './rounds-schemas.js';
import type { RoundsService } from './rounds-service.js';

const TIMING =
  `A question shown at shown_at counts down for ${ROUND_COUNTDOWN_MS / 1000} s; its numbers then show (a flash ` +
  'exam flashes them, each for intervalMs then gapMs), and the children have seconds_to_answer after that, ' +
  'by the server’s clock: answers count from starts_at to ends_at. A written question’s text and its options ' +
  'come from shown_at: the countdown is reading time, the same for every child, as on the projector. It is closed (state reveal) when the ' +
  'teacher reveals it, when every child who joined before it was shown has answered, or at ends_at.';

export const roundsRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService }> = async (
  app,
  { rounds: service },
) => {
  // One child's script must not post hundreds of answers and joins a second (each a write in a transaction).
  const roundPosts = app.limitPerAccount({
    name: 'round-posts',
    limit: app.config.accountRateLimits.roundPosts,
  });
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      schema: {
        operationId: 'createRound',
        tags: ['Rounds'],
        summary: 'Open a live round of an exam',
        description:
          'A live round runs an exam’s questions one at a time on the projector; the class answers on their ' +
          'devices and a leaderboard ranks right answers, then time. The round opens in its lobby with a ' +
          `${ROUND_CODE_LENGTH}-digit code for the children to join; those who may are the admin’s students ` +
          'whose level is confirmed, at the exam’s level or, with whole_class, at any. An unknown, deleted or ' +
          'another admin’s exam → 404; a listening exam → 400; a test open to students, or switched on to open ' +
          'later → 409; a round of ' +
          `the admin’s not ended → 409 (a round nobody moved for ${ROUND_IDLE_HOURS} hours counts as ended).`,
        body: CreateRoundBodySchema,
        response: createRoundResponses,
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(toRound(await service.create(adminOf(request), request.body)), 201)),
  );

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'listRounds',
        tags: ['Rounds'],
        summary: 'List live rounds',
        description:
          'Admins: their rounds, newest first. Students: the rounds not ended that they may join, with the ' +
          'code, so that My exams can offer to join. Empty → 200 [].',
        querystring: ListRoundsQuerySchema,
        response: listRoundsResponses,
      },
    },
    async (request) => {
      const { views, meta } = await service.list(accountOf(request), request.query);
      return okPage(views.map(toRound), meta);
    },
  );

  app.post(
    '/join',
    {
      config: { access: ['student'] },
      preHandler: roundPosts,
      schema: {
        operationId: 'joinRound',
        tags: ['Rounds'],
        summary: 'Join a live round by its code',
        description:
          'Joins the round running with this code, and gives it as GET /api/v1/round/{roundId} does. Joining ' +
          'again changes nothing and gives where the round is (a child whose connection dropped). A child who ' +
          'joins while a question is open plays from the next. No round running with the code (or one of ' +
          'another school) → 404; the teacher’s round for another level → 403; one that has ended → 409. ' +
          'Joins and answers count together per student: ROUND_RATE_LIMIT_MAX per ACCOUNT_RATE_LIMIT_WINDOW ' +
          '(600 per 15 minutes), then 429.',
        body: JoinRoundBodySchema,
        response: joinRoundResponses,
      },
    },
    async (request) => ok(toRound(await service.join(studentOf(request), request.body.code))),
  );

  app.get(
    '/:roundId',
    {
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'getRound',
        tags: ['Rounds'],
        summary: 'One live round, as it is now',
        description:
          `Its state, the current question and its timing, the answer once it is closed, and the leaderboard. ${TIMING} ` +
          'A student never gets the numbers of a flash question (they watch the projector) and nobody gets ' +
          'an answer before its question is closed; a student sees the top 10 and themselves. Another ' +
          'admin’s round, or one a student may not join → 404.',
        params: RoundIdParamsSchema,
        response: readRoundResponses,
      },
    },
    async (request) => ok(toRound(await service.read(accountOf(request), request.params.roundId))),
  );

  app.post(
    '/:roundId/next',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'showRoundQuestion',
        tags: ['Rounds'],
        summary: 'Show the next question of a round',
        description:
          'Shows question `question`: the one after the current one (1 from the lobby), once the current one ' +
          `is closed. The current one again → 200 as it is (a double click); any other → 409 saying where the ` +
          `round is; past the last → 409; a test opened since the round began → 409. Once a question of a test ` +
          `was shown, the test opens again only with new questions. ${TIMING}`,
        params: RoundIdParamsSchema,
        body: ShowQuestionBodySchema,
        response: roundMoveResponses,
      },
    },
    async (request) =>
      ok(
        toRound(await service.showQuestion(adminOf(request), request.params.roundId, request.body.question)),
      ),
  );

  app.post(
    '/:roundId/reveal',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'revealRoundQuestion',
        tags: ['Rounds'],
        summary: 'Close the current question and show its answer',
        description:
          'Closes the current question now: answers stop counting and its answer and figures are shown ' +
          '(reveal: how many answered and were right, how many chose each option, or for written answers ' +
          'the wrong numbers given most often). Again, or on an ended round → 200 as it is; in the lobby → 409.',
        params: RoundIdParamsSchema,
        response: roundMoveResponses,
      },
    },
    async (request) => ok(toRound(await service.reveal(adminOf(request), request.params.roundId))),
  );

  app.post(
    '/:roundId/answers',
    {
      config: { access: ['student'] },
      preHandler: roundPosts,
      schema: {
        operationId: 'answerRoundQuestion',
        tags: ['Rounds'],
        summary: 'Answer the question on the projector',
        description:
          'A player’s one answer to the current question: choice for a choice exam, value for a typed one ' +
          '(the other → 400). It counts when the server receives it between starts_at and ends_at, before ' +
          'the question is closed; time_ms is measured from starts_at. Whether it is right is told at the ' +
          'reveal. Not joined → 403; another question, before starts_at, after the question closed, a ' +
          'second answer, or a child who joined during this question → 409. Counts with the student’s ' +
          'joins against ROUND_RATE_LIMIT_MAX.',
        params: RoundIdParamsSchema,
        body: RoundAnswerBodySchema,
        response: answerResponses,
      },
    },
    async (request, reply) => {
      const answer = await service.answer(studentOf(request), request.params.roundId, request.body);
      return reply.code(201).send(
        ok(
          {
            question: answer.question,
            received_at: answer.receivedAt.toISOString(),
            time_ms: answer.timeMs,
          },
          201,
        ),
      );
    },
  );

  app.post(
    '/:roundId/end',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'endRound',
        tags: ['Rounds'],
        summary: 'End a live round',
        description: 'Ends the round and frees its code; again → 200 as it is.',
        params: RoundIdParamsSchema,
        response: endRoundResponses,
      },
    },
    async (request) => ok(toRound(await service.end(adminOf(request), request.params.roundId))),
  );

  app.post(
    '/:roundId/results',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'saveRoundResults',
        tags: ['Rounds'],
        summary: "Save an ended round's answers as results of its exam",
        description:
          'Each player’s answers become a result of the exam, in one transaction, out of the questions the ' +
          'round played (a round ended after 3 of 20 questions gives results of 3 questions: total_questions ' +
          '3): the answers in question order (null where unanswered), scored by the exam’s marks, ' +
          'time_taken from the first question (or their joining, if later) to the round’s end (within a ' +
          'test’s duration), completed when the ' +
          'round ended, marked live_round. They are kept out of analytics (in_analytics false) unless the ' +
          'body says in_analytics: true. A player with a result of the test already, or who has left the ' +
          'class, is skipped with the reason. Not ended, ended before its first question, saved already, or ' +
          'the exam’s questions changed since the round began → 409.',
        params: RoundIdParamsSchema,
        body: SaveResultsBodySchema,
        response: saveResultsResponses,
      },
    },
    async (request, reply) => {
      const { saved, skipped } = await service.saveResults(adminOf(request), request.params.roundId, {
        inAnalytics: request.body?.in_analytics ?? false,
      });
      return reply.code(201).send(
        ok(
          {
            saved,
            skipped: skipped.map((skip) => ({ student_id: skip.studentId, reason: skip.reason })),
          },
          201,
        ),
      );
    },
  );
};
