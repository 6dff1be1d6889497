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
 * The speed target: milliseconds a step may take at the median, over the questions a skill was used in. The
 * Zenshuren 10th kyu paper (the level 4 preset) gives 7 minutes for 15 questions of six one-digit rows,
 * five steps each: 5.6 s a step, rounded up.
 */
export const TARGET_MS_PER_STEP = 6_000;

/** What the last uses of a skill (at most {@link MASTERY_WINDOW}) come to. */
export interface WindowFigures {
  uses: number;
  right: number;
  /** The median time on screen of the timed ones' questions; null when none was timed. */
  medianTimeMs: number | null;
  /** The median of those times shared among each question's steps. */
  medianMsPerStep: number | null;
}

/**
 * The mastery the figures show. Without a time for any use (answers sent without one) a skill cannot be
 * shown fast enough, so it is `practised` at most.
 */
export function masteryOf({ uses, right, medianMsPerStep }: WindowFigures): Mastery {
  if (uses < MASTERY_FIRST_USES) return 'new';
  const share = right / uses;
  if (share >= MASTERED_SHARE && medianMsPerStep !== null && medianMsPerStep <= TARGET_MS_PER_STEP) {
    return 'mastered';
  }
  return share >= PRACTISED_SHARE ? 'practised' : 'learning';
}

/** The share right, as a percentage to one decimal; 0 without uses. */
export const rightPercentOf = ({ uses, right }: WindowFigures) =>
  uses === 0 ? 0 : Math.round((right / uses) * 1000) / 10;
