/** How a score is praised: a child is praised as much as the score earns, never more. */
export type PraiseTier = 'perfect' | 'wellDone' | 'goodWork' | 'keepGoing';

/** The lowest percentage of the marks for each tier below a perfect score. */
const WELL_DONE_FROM = 80;
const GOOD_WORK_FROM = 50;

/** The praise a percentage of the marks earns. */
export function praiseTier(percentage: number): PraiseTier {
  if (percentage >= 100) return 'perfect';
  if (percentage >= WELL_DONE_FROM) return 'wellDone';
  if (percentage >= GOOD_WORK_FROM) return 'goodWork';
  return 'keepGoing';
}
