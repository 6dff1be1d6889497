import {
  DEFAULT_SECONDS_TO_ANSWER,
  MAX_SECONDS_TO_ANSWER,
  MIN_SECONDS_TO_ANSWER,
  ROUND_CODE_LENGTH,
  ROUND_STATES,
  wholeNumber,
} from '@abacus/contract';
import { MAX_VALUE, SETTING_BOUNDS } from '@abacus/generator';
import { z } from 'zod';
import { ANSWER_MODES, OPTION_LETTERS } from '../../domain/answers.js';
import { EXAM_TYPES } from '../../domain/exam-type.js';
import { COMMON_WRONG_SHOWN } from '../../domain/round-reveal.js';
import { ROUND_COUNTDOWN_MS, ROUND_IDLE_HOURS } from '../../domain/round-timing.js';
import { isoDateTimeOutput, publicIdSchema } from '../../lib/common-schemas.js';
import { errorResponses, pageResponse, successEnvelopeSchema } from '../../lib/envelope.js';
import { listQuery } from '../../lib/query-schemas.js';
import { flashSchema } from '../exams/index.js';

const EXAMPLE = {
  round: 'lR5dN8wK2vQ7mX3c',
  exam: 'eZ4nB7cD1fG9hJ2k',
  students: ['s8PqR2vX5nK0LmW4', 's3HnT6yU1iO9pA2s', 's5DfG8hJ3kL6zX9c'],
};

const questionNumber = wholeNumber(1, SETTING_BOUNDS.totalQuestions.max);

export const RoundIdParamsSchema = z.strictObject({
  roundId: publicIdSchema('round').describe('The round, as POST /api/v1/round or the round list gave it'),
});

export const CreateRoundBodySchema = z
  .strictObject({
    exam: publicIdSchema('exam').describe(
      "One of the admin's flash or written exams: practice, or a test closed to students",
    ),
    whole_class: z
      .boolean()
      .default(false)
      .describe("true: every child of the class whose level is confirmed may join; false: the exam's level"),
    seconds_to_answer: wholeNumber(MIN_SECONDS_TO_ANSWER, MAX_SECONDS_TO_ANSWER)
      .default(DEFAULT_SECONDS_TO_ANSWER)
      .describe(
        `Seconds to answer each question once its numbers have been shown (default ${DEFAULT_SECONDS_TO_ANSWER})`,
      ),
  })
  .meta({ example: { exam: EXAMPLE.exam, whole_class: false, seconds_to_answer: 20 } });

export type CreateRoundBody = z.infer<typeof CreateRoundBodySchema>;

/** The digits of a round's code, as a child may type them: with spaces or dashes anywhere. */
const TYPED_CODE = new RegExp(`^[\\s-]*(?:\\d[\\s-]*){${ROUND_CODE_LENGTH}}$`);

export const JoinRoundBodySchema = z
  .strictObject({
    code: z
      .string()
      .max(40)
      .regex(TYPED_CODE, `must be the ${ROUND_CODE_LENGTH} digits on the projector`)
      .transform((code) => code.replace(/[\s-]/g, ''))
      .describe(
        `The round's ${ROUND_CODE_LENGTH}-digit code, as the projector shows it; spaces and dashes are ignored`,
      ),
  })
  .meta({ example: { code: '482 913' } });

export const ShowQuestionBodySchema = z
  .strictObject({
    question: questionNumber.describe(
      'The question to show: the one after the current one (1 from the lobby); the current one again changes nothing',
    ),
  })
  .meta({ example: { question: 2 } });

/** Optional (a request without a body reaches the schema as null): none keeps the results out of analytics. */
export const SaveResultsBodySchema = z
  .strictObject({
    in_analytics: z
      .boolean()
      .default(false)
      .describe(
        'true: the results count in the exam’s, the student’s and the class’s analytics like any other; ' +
          'false (default): they are kept in each child’s history, marked live_round, and out of the averages',
      ),
  })
  .nullish()
  .meta({ example: { in_analytics: false } });

export const RoundAnswerBodySchema = z
  .strictObject({
    question: questionNumber.describe('The question answered: the one on the projector'),
    choice: z
      .enum(OPTION_LETTERS, 'must be a, b, c or d')
      .optional()
      .describe('A choice exam: the option chosen'),
    value: z
      .int('must be a whole number')
      .min(-MAX_VALUE)
      .max(MAX_VALUE)
      .optional()
      .describe('A typed exam: the number written'),
  })
  .refine((body) => (body.choice === undefined) !== (body.value === undefined), {
    message: 'Send the answer as choice (a choice exam) or value (a typed exam): one of them',
  })
  .meta({ example: { question: 2, choice: 'c' } });

export type RoundAnswerBody = z.infer<typeof RoundAnswerBodySchema>;

export const ListRoundsQuerySchema = listQuery();

const OptionsSchema = z.object({ a: z.int(), b: z.int(), c: z.int(), d: z.int() });

const QuestionSchema = z
  .object({
    index: z.int().describe('1 for the first question'),
    shown_at: isoDateTimeOutput().describe('When the teacher showed it: the 3-2-1 countdown starts'),
    starts_at: isoDateTimeOutput().describe(
      `${ROUND_COUNTDOWN_MS / 1000} s later: the countdown is over, the numbers show and answers count from here`,
    ),
    flash_ends_at: isoDateTimeOutput()
      .nullable()
      .describe(
        'A flash exam: when the last number has flashed (each for intervalMs, then gapMs); else null',
      ),
    ends_at: isoDateTimeOutput().describe(
      'Time is up: seconds_to_answer after the numbers are over; answers received after it do not count',
    ),
    options: OptionsSchema.nullable().describe('The four options of a choice exam; null for a typed exam'),
    text: z
      .string()
      .nullable()
      .describe(
        'The question as written (`*` and `/` for × and ÷); null for a student in a flash round, who reads ' +
          'the numbers off the projector',
      ),
    terms: z
      .array(z.int())
      .nullable()
      .describe('The numbers a flash question flashes, in order, signed; the admin only (for the projector)'),
  })
  .meta({ id: 'RoundQuestion' });

const RevealSchema = z
  .object({
    correct_option: z.enum(OPTION_LETTERS).nullable().describe('A choice exam: the right option'),
    answer: z.int().describe('The right number'),
    answered: z.int().describe('Answers received in time'),
    right: z.int().describe('Of them, right'),
    share_right: z
      .number()
      .nullable()
      .describe('right as a percentage of answered, to 2 decimals; null when none'),
    chosen: z
      .object({ a: z.int(), b: z.int(), c: z.int(), d: z.int() })
      .nullable()
      .describe('A choice exam: how many chose each option; null where answers are written'),
    common_wrong: z
      .array(z.object({ value: z.int(), count: z.int().describe('How many wrote it') }))
      .describe(
        `Written answers: the wrong numbers given most often (up to ${COMMON_WRONG_SHOWN}), most given ` +
          'first, then the smaller; empty for a choice exam or when no answer was wrong',
      ),
  })
  .meta({ id: 'RoundReveal' });

const LeaderboardRowSchema = z
  .object({
    student_id: publicIdSchema('student'),
    fullname: z.string(),
    right: z.int().describe('Right answers in the questions revealed so far'),
    time_ms: z.int().describe('Milliseconds taken over those right answers, added'),
    place: z
      .int()
      .describe('1 for the first; players with the same right and time share a place (1, 2, 2, 4)'),
  })
  .meta({ id: 'RoundLeaderboardRow' });

const MyAnswerSchema = z.object({
  question: z.int(),
  choice: z.enum(OPTION_LETTERS).nullable(),
  value: z.int().nullable(),
  received_at: isoDateTimeOutput(),
  time_ms: z.int().describe('From starts_at to the answer’s arrival, by the server’s clock'),
  is_correct: z.boolean().optional().describe('Only once the question is revealed'),
});

const MeSchema = z
  .object({
    joined: z.boolean(),
    plays_question: z
      .boolean()
      .describe('Whether the current question is theirs: they joined before it was shown'),
    right: z.int(),
    time_ms: z.int(),
    place: z.int().nullable().describe('null until they join'),
    answer: MyAnswerSchema.nullable().describe('Their answer to the current question, if any'),
  })
  .meta({ id: 'RoundMe' });

export const RoundSchema = z
  .object({
    round_id: publicIdSchema('round'),
    code: z.string().describe(`The ${ROUND_CODE_LENGTH} digits the children type to join`),
    exam: z.object({
      exam_id: publicIdSchema('exam'),
      title: z.string(),
      level: z.int(),
      type: z.enum(EXAM_TYPES),
      answer_mode: z
        .enum(ANSWER_MODES)
        .describe('"choice": tap one of four options; "typed": write the number'),
      flash: flashSchema,
    }),
    whole_class: z.boolean(),
    seconds_to_answer: z.int(),
    state: z
      .enum(ROUND_STATES)
      .describe(
        'lobby: children join; question: the current question is open; reveal: it is closed (by the ' +
          'teacher, the last answer or its time) and its answer shown; ended',
      ),
    total_questions: z.int(),
    question_index: z.int().describe('0 in the lobby, then the question shown (1-based)'),
    players: z.int().describe('Children who have joined'),
    playing: z
      .int()
      .describe(
        'Children who may answer the current question: those who joined before it was shown (0 in the lobby); ' +
          'the question closes itself once all of them have answered',
      ),
    answered: z.int().describe('Answers to the current question so far'),
    server_time: isoDateTimeOutput().describe(
      'The server’s clock now: time the countdown by it, not the device’s',
    ),
    question: QuestionSchema.nullable().describe(
      'The current question (states question and reveal, and ended after one)',
    ),
    reveal: RevealSchema.nullable().describe('The current question’s answer and figures, once it is closed'),
    leaderboard: z
      .array(LeaderboardRowSchema)
      .describe(
        'Right answers first, then less time, then name; an admin gets every player, a student the top 10 and themselves',
      ),
    me: MeSchema.nullable().describe('A student’s own standing; null for the admin'),
    created_at: isoDateTimeOutput(),
    ended_at: isoDateTimeOutput()
      .nullable()
      .describe(`When it ended; a round left alone for ${ROUND_IDLE_HOURS} hours counts as ended then`),
    results_saved_at: isoDateTimeOutput().nullable(),
  })
  .meta({ id: 'Round' });

export type Round = z.infer<typeof RoundSchema>;

const exampleLeaderboard = [
  { student_id: EXAMPLE.students[0]!, fullname: 'Asha Rao', right: 2, time_ms: 9_420, place: 1 },
  { student_id: EXAMPLE.students[1]!, fullname: 'Ravi Kumar', right: 1, time_ms: 3_105, place: 2 },
  { student_id: EXAMPLE.students[2]!, fullname: 'Zoya Khan', right: 1, time_ms: 3_105, place: 2 },
];

const exampleRound = {
  round_id: EXAMPLE.round,
  code: '482913',
  exam: {
    exam_id: EXAMPLE.exam,
    title: 'Flash: 5 numbers',
    level: 4,
    type: 'practice',
    answer_mode: 'typed',
    flash: { intervalMs: 700, gapMs: 100, showSign: true, showCounter: true },
  },
  whole_class: false,
  seconds_to_answer: 20,
  state: 'reveal',
  total_questions: 10,
  question_index: 2,
  players: 3,
  playing: 3,
  answered: 3,
  server_time: '2026-11-21T09:31:30.250Z',
  question: {
    index: 2,
    shown_at: '2026-11-21T09:31:00.000Z',
    starts_at: '2026-11-21T09:31:03.000Z',
    flash_ends_at: '2026-11-21T09:31:07.000Z',
    ends_at: '2026-11-21T09:31:27.000Z',
    options: null,
    text: '48 + 27 - 19 + 6 + 31',
    terms: [48, 27, -19, 6, 31],
  },
  reveal: {
    correct_option: null,
    answer: 93,
    answered: 3,
    right: 2,
    share_right: 66.67,
    chosen: null,
    common_wrong: [{ value: 83, count: 1 }],
  },
  leaderboard: exampleLeaderboard,
  me: null,
  created_at: '2026-11-21T09:25:00.000Z',
  ended_at: null,
  results_saved_at: null,
};

const roundResponse = (description: string, statusCode: 200 | 201 = 200) =>
  successEnvelopeSchema(RoundSchema, statusCode)
    .describe(description)
    .meta({ example: { success: true, statusCode, data: exampleRound } });

export const createRoundResponses = {
  201: roundResponse('The round, in its lobby', 201),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const listRoundsResponses = {
  200: pageResponse(
    RoundSchema,
    "The admin's rounds, newest first; a student's rounds not ended that they may join",
    [exampleRound],
  ),
  ...errorResponses(400, 401, 403, 500),
};

export const readRoundResponses = {
  200: roundResponse('The round as the caller may see it'),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const joinRoundResponses = {
  200: roundResponse('The round, with the student as a player'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const roundMoveResponses = {
  200: roundResponse('The round as it is now'),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const endRoundResponses = {
  200: roundResponse('The round, ended'),
  ...errorResponses(400, 401, 403, 404, 500),
};

export const answerResponses = {
  201: successEnvelopeSchema(
    z.object({
      question: z.int(),
      received_at: isoDateTimeOutput().describe('When the server received it'),
      time_ms: z.int().describe('From starts_at to received_at'),
    }),
    201,
  )
    .describe('The answer counts; whether it is right is told when the question is revealed')
    .meta({
      example: {
        success: true,
        statusCode: 201,
        data: { question: 2, received_at: '2026-11-21T09:31:11.318Z', time_ms: 8_318 },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};

export const saveResultsResponses = {
  201: successEnvelopeSchema(
    z.object({
      saved: z.int().describe('Results stored: one for each player'),
      skipped: z
        .array(z.object({ student_id: publicIdSchema('student'), reason: z.string() }))
        .describe('Players who got no result, and why'),
    }),
    201,
  )
    .describe("The players' results, stored")
    .meta({
      example: {
        success: true,
        statusCode: 201,
        data: {
          saved: 2,
          skipped: [
            { student_id: EXAMPLE.students[2]!, reason: 'Zoya Khan has a result of this test already' },
          ],
        },
      },
    }),
  ...errorResponses(400, 401, 403, 404, 409, 415, 500),
};
