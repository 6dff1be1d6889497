/** The most sections a grading examination has: kyu examinations run two to four. */
export const MAX_GRADING_SECTIONS = 6;

/**
 * The most grades one grading awards by score: the anzan kentei's 7th–10th kyu are four bands of one paper,
 * a dan examination's 準初段 to 十段 thirteen.
 */
export const MAX_GRADING_AWARDS = 20;

/** A grade's name, as a school writes it: `8th kyu`, `Grade 3`, `初段`. */
export const MAX_GRADE_NAME_LENGTH = 40;

/** The school named on a certificate. */
export const MAX_SCHOOL_LENGTH = 80;

/** How far below a pass mark still counts as a near pass, in percent of the full marks, by default. */
export const DEFAULT_NEAR_PASS_PERCENT = 10;
export const MAX_NEAR_PASS_PERCENT = 50;

/** How a grading examination is passed: every section on its own, or the sections' total. */
export const PASS_RULES = ['every-section', 'total'] as const;
export type PassRule = (typeof PASS_RULES)[number];

/** A section's or a whole grading's standing for one child; pending while a section has no result. */
export const GRADING_OUTCOMES = ['pass', 'near-pass', 'fail', 'pending'] as const;
export type GradingOutcome = (typeof GRADING_OUTCOMES)[number];
