import type { Skill } from '@abacus/generator';

/**
 * How far a child has come with a skill, read from its last {@link MASTERY_WINDOW} uses (§5.15): `new`
 * with fewer than five; `mastered` at 90 % right with a median time within the speed target; `practised`
 * at 80 % right; `learning` below.
 */
export const MASTERY_LEVELS = ['new', 'learning', 'practised', 'mastered'] as const;
export type Mastery = (typeof MASTERY_LEVELS)[number];

/** The uses mastery is read from, newest first. */
export const MASTERY_WINDOW = 20;
/** Fewer uses than this say too little: the skill is still `new`. */
export const MASTERY_FIRST_USES = 5;
export const PRACTISED_SHARE = 0.8;
export const MASTERED_SHARE = 0.9;

/**
 * The speed target: seconds a step may take at the median, over the questions a skill was used in. The
 * Zenshuren 10th kyu paper (the level 4 preset) gives 7 minutes for 15 questions of six one-digit rows,
 * five steps each: 5.6 s a step, rounded up.
 */
export const TARGET_MS_PER_STEP = 6_000;

/** One use as mastery reads it: right or not, the question's time and its count of steps, where known. */
export interface TimedUse {
  correct: boolean;
  timeMs: number | null;
  /** Every step of the question, of any skill: its time is shared among them. */
  questionSteps: number;
}

export interface SkillStanding {
  skill: Skill;
  uses: number;
  rightPercent: number;
  medianTimeMs: number | null;
  mastery: Mastery;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The standing of a skill from its uses, newest first (only the first {@link MASTERY_WINDOW} are read).
 * Without a time for any of them (answers sent without one) a skill cannot be shown fast enough, so it is
 * `practised` at most.
 */
export function standingOf(skill: Skill, newestFirst: readonly TimedUse[]): SkillStanding {
  const window = newestFirst.slice(0, MASTERY_WINDOW);
  const right = window.filter((use) => use.correct).length;
  const share = window.length === 0 ? 0 : right / window.length;
  const timed = window.filter((use) => use.timeMs !== null);
  const medianTimeMs = median(timed.map((use) => use.timeMs!));
  const medianPerStep = median(timed.map((use) => use.timeMs! / Math.max(1, use.questionSteps)));
  let mastery: Mastery = 'learning';
  if (window.length < MASTERY_FIRST_USES) mastery = 'new';
  else if (share >= MASTERED_SHARE && medianPerStep !== null && medianPerStep <= TARGET_MS_PER_STEP)
    mastery = 'mastered';
  else if (share >= PRACTISED_SHARE) mastery = 'practised';
  return {
    skill,
    uses: window.length,
    rightPercent: window.length === 0 ? 0 : Math.round(share * 1000) / 10,
    medianTimeMs: medianTimeMs === null ? null : Math.round(medianTimeMs),
    mastery,
  };
}
