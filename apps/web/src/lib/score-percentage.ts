/** A score as a percentage of the marks, rounded to 2 decimals as the API rounds it (scores are never negative). */
export const scorePercentage = (score: number, totalMarks: number): number =>
  totalMarks > 0 ? Math.round((score / totalMarks) * 10_000) / 100 : 0;
