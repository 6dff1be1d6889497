import type { GradingOutcome, PassRule } from '@abacus/contract';

export interface SectionRule {
  fullMarks: number;
  passMarks: number;
}

/** A child's result in a section: their score out of the full marks it was taken for; null before it. */
export type SectionScore = { score: number; fullMarks: number } | null;

export interface GradingRule {
  passRule: PassRule;
  totalPassMarks: number | null;
  nearPassPercent: number;
}

/** pass at the mark; near-pass within `nearPassPercent` of the full marks below it; fail below that. */
function standing(
  score: number,
  passMarks: number,
  fullMarks: number,
  nearPassPercent: number,
): GradingOutcome {
  if (score >= passMarks) return 'pass';
  // Whole numbers on both sides, so a near pass at 10 % of 150 below 100 is 85, exactly.
  return score * 100 >= passMarks * 100 - fullMarks * nearPassPercent ? 'near-pass' : 'fail';
}

export interface Standing {
  outcome: GradingOutcome;
  total: number;
  fullMarks: number;
  sections: GradingOutcome[];
}

/**
 * A child's standing in a grading from their section results: each section against its own pass mark, and
 * the whole by the grading's rule: every section passed (near when none is failed outright), or the total.
 * Pending until every section has a result. A section's full marks are those of the result where there is
 * one (what the child was marked out of), else the exam's.
 */
export function gradingStanding(
  rule: GradingRule,
  sections: readonly SectionRule[],
  scores: readonly SectionScore[],
): Standing {
  const outcomes = sections.map((section, index): GradingOutcome => {
    const score = scores[index];
    return score
      ? standing(score.score, section.passMarks, score.fullMarks, rule.nearPassPercent)
      : 'pending';
  });
  const total = scores.reduce((sum, score) => sum + (score?.score ?? 0), 0);
  const fullMarks = sections.reduce(
    (sum, section, index) => sum + (scores[index]?.fullMarks ?? section.fullMarks),
    0,
  );
  return { outcome: overall(rule, outcomes, total, fullMarks), total, fullMarks, sections: outcomes };
}

function overall(
  rule: GradingRule,
  outcomes: readonly GradingOutcome[],
  total: number,
  fullMarks: number,
): GradingOutcome {
  if (outcomes.includes('pending')) return 'pending';
  if (rule.passRule === 'total') {
    return standing(total, rule.totalPassMarks ?? fullMarks, fullMarks, rule.nearPassPercent);
  }
  if (outcomes.every((outcome) => outcome === 'pass')) return 'pass';
  return outcomes.includes('fail') ? 'fail' : 'near-pass';
}

/** A grade awarded to a total of at least `minMarks`: lowest first in a list. */
export interface Award {
  grade: string;
  minMarks: number;
}

/**
 * The grade a standing earns: with awards, the highest whose marks the total reaches (the lowest is the
 * pass mark, so there is one exactly when the grading is passed); without, the grading's own grade on a
 * pass. None while a section is still to be taken.
 */
export function awardedGrade(
  standing: Pick<Standing, 'outcome' | 'total'>,
  grade: string,
  awards: readonly Award[],
): string | null {
  if (standing.outcome === 'pending') return null;
  if (awards.length === 0) return standing.outcome === 'pass' ? grade : null;
  return awards.filter((award) => award.minMarks <= standing.total).at(-1)?.grade ?? null;
}
