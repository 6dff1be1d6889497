import { generateQuestions, LEVEL_PRESETS, skillsOf } from '../src/index.js';

/**
 * How evenly each level's preset drills the formulas of each method: 5 000 questions a level, each
 * formula's uses within its method (`add.big`: +1 … +9 with a big friend), and the most-used formula's
 * uses over the least-used one's. The questions come in exams of the preset's own size, one seed each,
 * as classes get them (a narrow level has fewer distinct questions than 5 000). The goal is a ratio of at most 2 within every method a preset reaches.
 */
const QUESTIONS = 5_000;

/** The method a skill belongs to: `add.big` for `add.big.7`, `mul` for `mul.3×7`. */
const methodOf = (skill: string) =>
  skill.startsWith('mul.') || skill.startsWith('div.')
    ? skill.slice(0, 3)
    : skill.slice(0, skill.lastIndexOf('.'));

for (const { level, settings } of LEVEL_PRESETS) {
  const uses = new Map<string, Map<string, number>>();
  for (let seed = 1, drawn = 0; drawn < QUESTIONS; seed += 1) {
    const exam = generateQuestions({ ...settings, marksPerQuestion: 1, seed });
    drawn += exam.questions.length;
    for (const { question } of exam.questions) {
      for (const [skill, count] of Object.entries(skillsOf(question))) {
        const formulas = uses.get(methodOf(skill)) ?? new Map<string, number>();
        formulas.set(skill, (formulas.get(skill) ?? 0) + count);
        uses.set(methodOf(skill), formulas);
      }
    }
  }
  const methods = [...uses.entries()]
    .filter(([, formulas]) => formulas.size > 1)
    .map(([method, formulas]) => {
      const sorted = [...formulas.entries()].sort((a, b) => b[1] - a[1]);
      const total = sorted.reduce((sum, [, count]) => sum + count, 0);
      const share = ([skill, count]: [string, number]) => `${skill} ${((100 * count) / total).toFixed(1)} %`;
      const [most, least] = [sorted[0]!, sorted.at(-1)!];
      const ratio = (most[1] / least[1]).toFixed(1);
      return `${method} ×${ratio} (${share(most)}, ${share(least)}, ${formulas.size} formulas)`;
    });
  // eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
  console.log(`level ${level}: ${methods.join('; ')}`);
}
