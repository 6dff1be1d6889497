import { LEVEL_PRESETS, type LevelSettings } from '@abacus/generator';
import { isUniqueViolation } from '../../db/database-errors.js';
import {
  dayIn,
  daysOfMask,
  endOfDay,
  maskOfDays,
  streakOf,
  WEEKDAYS,
  weekdayOf,
  weekOf,
  weekStartOf,
  type Weekday,
} from '../../domain/practice-days.js';
import type { AdminAccount, StudentAccount } from '../../domain/roles.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { shuffleForAttempt, type AttemptsService, type AttemptView } from '../attempts/index.js';
import type { DataAccess } from '../data-access.js';
import {
  refuseUnconfirmedLevel,
  type ChoiceQuestion,
  type ExamQuestionGenerator,
  type GenerationSettings,
} from '../exams/index.js';
import type { SkillsService } from '../skills/index.js';
import type { PracticeSettings } from './practice-repository.js';
import { practiceSlots, type PracticeSlot } from './practice-set.js';

/** A child's day of practice: their set (an attempt like any other) and where they stand. */
export interface PracticeDay {
  day: string;
  goal: number;
  /** Whether the day is one whose practice counts (the teacher's days). */
  counts: boolean;
  done: boolean;
  streak: number;
  days: Weekday[];
  attempt: AttemptView;
}

/** The teacher's settings of their class's practice, as the API gives them. */
/** A child's practice as their parent reads it (DESIGN §5.17). */
export interface PracticeWeek {
  today: string;
  /** The school's: where its days begin and end. */
  timeZone: string;
  goal: number;
  countsToday: boolean;
  doneToday: boolean;
  streak: number;
  days: Weekday[];
  week: { day: string; weekday: Weekday; counts: boolean; done: boolean }[];
  minutes: number;
}

export interface PracticeSettingsView {
  goal: number;
  days: Weekday[];
  timeZone: string;
  weeklyReportDay: Weekday;
}

const presetOf = (level: number): LevelSettings =>
  LEVEL_PRESETS.find((preset) => preset.level === level)!.settings;

/**
 * The most rows a practice question has: a focus takes 40 % of a question's steps, which ten rows of three
 * digits (level 10) cannot give most formulas, and a drill of one formula is short anyway.
 */
const PRACTICE_ROWS = 3;

/** `count` typed questions of the level's preset digits (in at most three rows), practising `focus` when given. */
function presetGeneration(level: number, count: number, focus: readonly string[]): GenerationSettings {
  const settings = presetOf(level);
  return {
    minNumber: settings.minNumber,
    maxNumber: settings.maxNumber,
    digits: settings.digits ?? null,
    operandDigits: settings.operandDigits ?? null,
    maxTerms: Math.min(settings.maxTerms ?? 2, PRACTICE_ROWS),
    minTerms: Math.min(settings.minTerms ?? 2, PRACTICE_ROWS),
    totalDigits: null,
    zeros: settings.zeros ?? false,
    negativeAnswers: settings.negativeAnswers ?? false,
    negativeShare: null,
    answerMode: 'typed',
    operators: [...settings.operators],
    total_questions: count,
    total_marks_per_question: 1,
    abacusMethod: settings.abacusMethod ?? null,
    focus,
  };
}

/**
 * The formulas a level's practice rows were found unable to carry, in this process: finding that out can
 * take the generator's whole search (a second or so), which a set should pay once, not for every child.
 */
const cannotCarry = new Set<string>();

const settingsView = ({ goal, days, timeZone, weeklyReportDay }: PracticeSettings): PracticeSettingsView => ({
  goal,
  days: daysOfMask(days),
  timeZone,
  weeklyReportDay: WEEKDAYS[weeklyReportDay]!,
});

/** Whether a day's practice keeps the streak going under the class's practice days. */
const countsOn = (mask: number, day: string) => ((mask >> WEEKDAYS.indexOf(weekdayOf(day))) & 1) === 1;

export function createPracticeService({
  data,
  skills,
  attempts,
  generateQuestions,
}: {
  data: Pick<DataAccess, 'practice' | 'attempts'>;
  skills: Pick<SkillsService, 'levelAndNext'>;
  attempts: Pick<AttemptsService, 'read'>;
  generateQuestions: ExamQuestionGenerator;
}) {
  /**
   * Questions practising each slot's formula with its level's rows, where the rows can carry it in
   * 40 % of a question's steps; else the level's own questions. Each question once.
   */
  async function questionsOf(slots: readonly PracticeSlot[], level: number): Promise<ChoiceQuestion[]> {
    const groups = new Map<string, { slot: PracticeSlot; count: number }>();
    for (const slot of slots) {
      const key = `${slot.level} ${slot.skill}`;
      groups.set(key, { slot, count: (groups.get(key)?.count ?? 0) + 1 });
    }
    const drawn = await Promise.all(
      [...groups.values()].map(async ({ slot, count }) => {
        const key = `${slot.level} ${slot.skill}`;
        if (cannotCarry.has(key)) return [];
        try {
          return (await generateQuestions(presetGeneration(slot.level, count, [slot.skill]))).questions;
        } catch (error) {
          // A formula these rows cannot carry in 40 % of a question's steps: the level's questions instead.
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
          cannotCarry.add(key);
          return [];
        }
      }),
    );
    const chosen = new Map<string, ChoiceQuestion>();
    for (const question of drawn.flat())
      if (!chosen.has(question.question)) chosen.set(question.question, question);
    for (let tries = 0; chosen.size < slots.length && tries < 3; tries += 1) {
      const { questions } = await generateQuestions(presetGeneration(level, slots.length * 2, []));
      for (const question of questions) {
        if (chosen.size >= slots.length) break;
        if (!chosen.has(question.question)) chosen.set(question.question, question);
      }
    }
    return [...chosen.values()].slice(0, slots.length);
  }

  /** Makes the child's set for `day`: chosen from where they stand, as an attempt of the level's practice. */
  async function makeSet(
    student: StudentAccount & { level: number },
    { day, goal, timeZone }: { day: string; goal: number; timeZone: string },
    now: Date,
  ): Promise<void> {
    const examId = await data.practice.dailyExamId(student.adminId, student.level);
    const standing = await skills.levelAndNext(student.id, student.level);
    const slots = practiceSlots({ level: student.level, ...standing, goal, now });
    const shown = shuffleForAttempt(await questionsOf(slots, student.level), false);
    try {
      await data.attempts.insert(
        {
          examId,
          studentId: student.id,
          isAssessment: false,
          questionsVersion: 1,
          seed: null,
          answerMode: 'typed',
          answers: shown.map(() => null),
          startedAt: now,
          deadline: endOfDay(timeZone, day),
          practiceDay: day,
        },
        shown,
      );
    } catch (error) {
      // Another read of the same child made the day's set a moment ago: that one is the day's.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  return {
    /**
     * The child's practice of today in the school's time zone, made on the first read of the day and the
     * same all day; with the goal, whether it is done, and the streak.
     */
    async today(student: StudentAccount, now = new Date()): Promise<PracticeDay> {
      refuseUnconfirmedLevel(student);
      if (student.level === null) throw badRequest('Your teacher has not set your level yet');
      const settings = await data.practice.settingsOf(student.adminId);
      const today = dayIn(settings.timeZone, now);
      const describe = async (day: string, attempt: AttemptView): Promise<PracticeDay> => {
        const done = await data.practice.daysDone(student.id);
        return {
          day,
          goal: settings.goal,
          counts: countsOn(settings.days, day),
          done: done.has(day),
          streak: streakOf(done, today, settings.days),
          days: daysOfMask(settings.days),
          attempt,
        };
      };
      let attemptId = await data.practice.attemptOfDay(student.id, today);
      if (!attemptId) {
        // Yesterday's set, begun just before midnight, is finished first: a child has one open at a time.
        const earlier = await data.practice.openAttemptBefore(student.id, today);
        if (earlier) {
          const view = await attempts.read(student, earlier.publicId, now);
          if (!view.attempt.finishedAt) return describe(earlier.day, view);
        }
        await makeSet(
          { ...student, level: student.level },
          { day: today, goal: settings.goal, timeZone: settings.timeZone },
          now,
        );
        attemptId = (await data.practice.attemptOfDay(student.id, today))!;
      }
      return describe(today, await attempts.read(student, attemptId, now));
    },

    /**
     * How a child's practice stands, read without making today's set (a parent's read must not start
     * the child's day): today and the streak, and the days of the week of `dayOfWeek` (this week when
     * left out; Monday to Sunday in the school's time zone) done or not, and the minutes practised in it.
     */
    async week(
      child: { id: number; adminId: number },
      now = new Date(),
      dayOfWeek?: string,
    ): Promise<PracticeWeek> {
      const settings = await data.practice.settingsOf(child.adminId);
      const today = dayIn(settings.timeZone, now);
      const monday = weekStartOf(dayOfWeek ?? today);
      const days = weekOf(monday);
      const [done, minutes] = await Promise.all([
        data.practice.daysDone(child.id),
        data.practice.minutesPractised(child.id, monday, days.at(-1)!),
      ]);
      const counts = (day: string) => countsOn(settings.days, day);
      return {
        today,
        timeZone: settings.timeZone,
        goal: settings.goal,
        countsToday: counts(today),
        doneToday: done.has(today),
        streak: streakOf(done, today, settings.days),
        days: daysOfMask(settings.days),
        week: days.map((day) => ({ day, weekday: weekdayOf(day), counts: counts(day), done: done.has(day) })),
        minutes,
      };
    },

    async settings(admin: AdminAccount): Promise<PracticeSettingsView> {
      return settingsView(await data.practice.settingsOf(admin.id));
    },

    async updateSettings(
      admin: AdminAccount,
      changes: {
        goal?: number | undefined;
        days?: Weekday[] | undefined;
        timeZone?: string | undefined;
        weeklyReportDay?: Weekday | undefined;
      },
    ): Promise<PracticeSettingsView> {
      return settingsView(
        await data.practice.updateSettings(admin.id, {
          goal: changes.goal,
          days: changes.days && maskOfDays(changes.days),
          timeZone: changes.timeZone,
          weeklyReportDay: changes.weeklyReportDay && WEEKDAYS.indexOf(changes.weeklyReportDay),
        }),
      );
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
