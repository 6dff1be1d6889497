import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminOf, studentOf } from '../../plugins/app/authentication.js';
import { toAttempt } from '../attempts/index.js';
import {
  practiceSettingsResponses,
  todaysPracticeResponses,
  UpdatePracticeSettingsBodySchema,
  updatePracticeSettingsResponses,
} from './practice-schemas.js';
import type { PracticeService, PracticeSettingsView } from './practice-service.js';

const toSettings = ({ goal, days, timeZone, weeklyReportDay }: PracticeSettingsView) => ({
  daily_goal: goal,
  practice_days: days,
  time_zone: timeZone as never,
  weekly_report_day: weeklyReportDay,
});

/** Today's practice, under /api/v1/student. */
export const todaysPracticeRoutes: FastifyPluginAsyncZod<{ practice: PracticeService }> = async (
  app,
  { practice },
) => {
  app.get(
    '/practice/today',
    {
      config: { access: ['student'] },
      preHandler: app.limitPerAccount({ name: 'results', limit: app.config.accountRateLimits.results }),
      schema: {
        operationId: 'getTodaysPractice',
        tags: ['Student'],
        summary: "Today's practice",
        description:
          "The child's set for today in the school's time zone, made on the day's first read and the same " +
          'all day: the teacher’s daily goal of typed questions, about 60 % from the weakest formulas of ' +
          'the child’s level (two thirds of those for the one they struggle with most), 30 % from mastered ' +
          'ones not seen for 3 days, 10 % from the next level’s first formulas. It is an attempt like any ' +
          'other, timed by the server, open until the day ends; with the goal, whether it is done (handed ' +
          'in with every question answered) and the streak. A level not confirmed by the teacher → 403; no ' +
          'level yet → 400.',
        response: todaysPracticeResponses,
      },
    },
    async (request) => {
      const now = new Date();
      const day = await practice.today(studentOf(request), now);
      return ok({
        day: day.day,
        daily_goal: day.goal,
        counts_today: day.counts,
        done: day.done,
        streak: day.streak,
        practice_days: day.days,
        attempt: toAttempt(day.attempt, now, 'student'),
      });
    },
  );
};

/** The class's practice settings, under /api/v1/admin. */
export const practiceSettingsRoutes: FastifyPluginAsyncZod<{ practice: PracticeService }> = async (
  app,
  { practice },
) => {
  app.get(
    '/practice',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'getPracticeSettings',
        tags: ['Admin'],
        summary: "The class's daily practice settings",
        description:
          'How many questions each child’s daily set has, the weekdays whose practice keeps a streak going ' +
          '(Monday to Friday until changed), and the school’s time zone (UTC until changed).',
        response: practiceSettingsResponses,
      },
    },
    async (request) => ok(toSettings(await practice.settings(adminOf(request)))),
  );

  app.patch(
    '/practice',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'updatePracticeSettings',
        tags: ['Admin'],
        summary: "Change the class's daily practice settings",
        description:
          'Changes any of daily_goal, practice_days, time_zone and weekly_report_day. A set already made ' +
          'today keeps its questions; the next day’s follows the new goal.',
        body: UpdatePracticeSettingsBodySchema,
        response: updatePracticeSettingsResponses,
      },
    },
    async (request) => {
      const {
        daily_goal: goal,
        practice_days: days,
        time_zone: timeZone,
        weekly_report_day: weeklyReportDay,
      } = request.body;
      return ok(
        toSettings(
          await practice.updateSettings(adminOf(request), { goal, days, timeZone, weeklyReportDay }),
        ),
      );
    },
  );
};
