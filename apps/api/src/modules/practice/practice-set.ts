import type { Skill } from '@abacus/generator';
import type { SkillReport } from '../skills/index.js';

/** One question of a day's set: the formula it is to practise, and the level whose rows carry it. */
export interface PracticeSlot {
  skill: Skill;
  level: number;
}

/** The set's shares: most for the child's weakest formulas, some for review, the rest a look ahead. */
const WEAK_SHARE = 0.6;
const REVIEW_SHARE = 0.3;
/** Of the weakest formulas' share, the part the very weakest takes: a formula is learnt by repetition. */
const WEAKEST_PART = 2 / 3;
/** A mastered formula not seen for this many days is due for review. */
const REVIEW_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;

/** Below this share right, a formula a child has used is one they struggle with. */
const STRUGGLING_BELOW = 80;

/**
 * The formulas of the level not yet mastered, in the order a set takes them: those the child struggles
 * with (used, under 80 % right, however few the uses: a formula missed twice is weak already), the lowest
 * share first; then, turn about, those used and mostly right but not yet mastered (the most used first)
 * and those never used (the level's own before those it carries over from the level below). The first is
 * the weakest only if struggled with.
 */
function weakest(reports: readonly SkillReport[], newAtLevel: ReadonlySet<Skill>): SkillReport[] {
  const unmastered = reports.filter((report) => report.mastery !== 'mastered');
  const struggling = unmastered
    .filter((report) => report.uses > 0 && report.rightPercent < STRUGGLING_BELOW)
    .sort((a, b) => a.rightPercent - b.rightPercent || b.uses - a.uses);
  const unused = unmastered
    .filter((report) => report.uses === 0)
    .sort((a, b) => Number(newAtLevel.has(b.skill)) - Number(newAtLevel.has(a.skill)));
  // Nearest mastery first: the most used.
  const going = unmastered
    .filter((report) => report.uses > 0 && report.rightPercent >= STRUGGLING_BELOW)
    .sort((a, b) => b.uses - a.uses);
  // Turn about, so that what was brought in is made sure of while new formulas keep coming.
  const rest = Array.from({ length: Math.max(going.length, unused.length) }, (_, index) => [
    going[index],
    unused[index],
  ])
    .flat()
    .filter((report): report is SkillReport => report !== undefined);
  return [...struggling, ...rest];
}

const struggledWith = (report: SkillReport | undefined) =>
  report !== undefined && report.uses > 0 && report.rightPercent < STRUGGLING_BELOW;

/** The mastered formulas not seen for a few days, the longest unseen first. */
function dueForReview(reports: readonly SkillReport[], now: Date): SkillReport[] {
  const before = now.getTime() - REVIEW_AFTER_DAYS * DAY_MS;
  return reports
    .filter((report) => report.mastery === 'mastered' && (report.lastSeen?.getTime() ?? 0) <= before)
    .sort((a, b) => (a.lastSeen?.getTime() ?? 0) - (b.lastSeen?.getTime() ?? 0));
}

/** `count` slots over `skills` in turn, each at `level`. */
const spread = (skills: readonly SkillReport[], count: number, level: number): PracticeSlot[] =>
  Array.from({ length: skills.length === 0 ? 0 : count }, (_, index) => ({
    skill: skills[index % skills.length]!.skill,
    level,
  }));

/**
 * The formulas of a child's set of `goal` questions for the day (§5.15): about 60 % from the weakest
 * formulas of their level (two thirds of those for the very weakest, if the child struggles with it; else
 * one question each, so that new formulas come in turn), 30 % from mastered ones due for
 * review, 10 % from the next level's first formulas not yet mastered. A share with nothing to draw on
 * goes to the weakest, or, when every formula of the level is mastered, to review and the next level.
 */
export function practiceSlots({
  level,
  levelReports,
  nextReports,
  newAtLevel,
  goal,
  now,
}: {
  level: number;
  /** The child's standing on each formula of their level. */
  levelReports: readonly SkillReport[];
  /** The level's formulas the level below does not practise: the ones it is there to teach. */
  newAtLevel: ReadonlySet<Skill>;
  /** …and on each of the next level's that their own does not practise (none at the top level). */
  nextReports: readonly SkillReport[];
  goal: number;
  now: Date;
}): PracticeSlot[] {
  const weak = weakest(levelReports, newAtLevel);
  const review = dueForReview(levelReports, now);
  const ahead = weakest(nextReports, new Set(nextReports.map((report) => report.skill)));
  let reviewCount = review.length === 0 ? 0 : Math.round(goal * REVIEW_SHARE);
  let aheadCount = ahead.length === 0 ? 0 : Math.round(goal * (1 - WEAK_SHARE - REVIEW_SHARE));
  let weakCount = goal - reviewCount - aheadCount;
  if (weak.length === 0) {
    // Every formula of the level mastered: review and a look ahead share the set.
    weakCount = 0;
    aheadCount = ahead.length === 0 ? 0 : goal - reviewCount;
    reviewCount = goal - aheadCount;
  }
  const firstCount = struggledWith(weak[0]) ? Math.ceil(weakCount * WEAKEST_PART) : Math.min(weakCount, 1);
  const reviewed =
    review.length > 0
      ? review
      : [...levelReports].sort((a, b) => (a.lastSeen?.getTime() ?? 0) - (b.lastSeen?.getTime() ?? 0));
  return [
    ...spread(weak.slice(0, 1), firstCount, level),
    ...spread(weak.length > 1 ? weak.slice(1) : weak, weakCount - firstCount, level),
    ...spread(reviewed, reviewCount, level),
    ...spread(ahead, aheadCount, level + 1),
  ];
}
