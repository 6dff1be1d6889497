import { TIME_ZONES } from '@abacus/contract';
import { z } from 'zod';
import { PRACTICE_GOAL_BOUNDS, WEEKDAYS } from '../../domain/practice-days.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { AttemptSchema, exampleAttempt } from '../attempts/index.js';

const dailyGoal = z
  .int()
  .min(PRACTICE_GOAL_BOUNDS.min)
  .max(PRACTICE_GOAL_BOUNDS.max)
  .describe(`Questions in each child's daily set, ${PRACTICE_GOAL_BOUNDS.min}–${PRACTICE_GOAL_BOUNDS.max}`);
const practiceDays = z
  .array(z.enum(WEEKDAYS))
  .min(1)
  .max(7)
  .describe(
    'The weekdays whose practice keeps a streak going (mon … sun); the others neither keep nor break it',
  );
const timeZone = z
  .enum(TIME_ZONES, 'must be a time zone such as Asia/Kolkata or UTC')
  .describe("The school's IANA time zone: where its days begin and end");

const weeklyReportDay = z
  .enum(WEEKDAYS)
  .describe(
    "The weekday parents' weekly reports are emailed on (in the evening, from 18:00 in the school's time " +
      'zone), when the server sends mail (SMTP_URL); sun until changed',
  );

export const PracticeSettingsSchema = z
  .object({
    daily_goal: dailyGoal,
    practice_days: practiceDays,
    time_zone: timeZone,
    weekly_report_day: weeklyReportDay,
  })
  .meta({ id: 'PracticeSettings' });

const exampleSettings = {
  daily_goal: 10,
  practice_days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const,
  time_zone: 'Asia/Kolkata' as const,
  weekly_report_day: 'sun' as const,
};

export const UpdatePracticeSettingsBodySchema = z
  .strictObject({
    daily_goal: dailyGoal.optional(),
    practice_days: practiceDays.optional(),
    time_zone: timeZone.optional(),
    weekly_report_day: weeklyReportDay.optional(),
  })
  .refine(
    (body) => Object.keys(body).length > 0,
    'Give at least one of daily_goal, practice_days, time_zone, weekly_report_day',
  )
  .meta({ example: { daily_goal: 12, practice_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] } });

const settingsResponse = successEnvelopeSchema(PracticeSettingsSchema).meta({
  example: { success: true, statusCode: 200, data: exampleSettings },
});

export const practiceSettingsResponses = {
  200: settingsResponse.describe("The class's practice settings"),
  ...errorResponses(401, 403, 500),
};

export const updatePracticeSettingsResponses = {
  200: settingsResponse.describe('The settings as they now are'),
  ...errorResponses(400, 401, 403, 415, 500),
};

export const TodaysPracticeSchema = z
  .object({
    day: z.iso.date().describe("Today in the school's time zone (the day the set is of)"),
    daily_goal: dailyGoal,
    counts_today: z
      .boolean()
      .describe('Whether today is one of the days whose practice keeps the streak going'),
    done: z.boolean().describe("Whether the child has handed in the day's set"),
    streak: z
      .int()
      .min(0)
      .describe(
        'Days in a row the child has done their practice, back from today: a practice day missed ends it ' +
          '(today does not until it is over); another day practised adds to it',
      ),
    practice_days: practiceDays,
    attempt: AttemptSchema.describe(
      "The day's set, an attempt like any other: save with PUT /api/v1/attempt/{attemptId}/answers, hand " +
        'in with POST /api/v1/attempt/{attemptId}/submit; once handed in, with its result',
    ),
  })
  .meta({ id: 'TodaysPractice' });

export const todaysPracticeResponses = {
  200: successEnvelopeSchema(TodaysPracticeSchema)
    .describe("Today's set, made on the day's first read")
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: {
          day: '2026-12-07',
          daily_goal: 10,
          counts_today: true,
          done: false,
          streak: 4,
          practice_days: exampleSettings.practice_days,
          attempt: exampleAttempt,
        },
      },
    }),
  ...errorResponses(400, 401, 403, 500),
};
