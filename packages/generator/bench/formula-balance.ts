import {
  generateQuestions,
  GenerationError,
  LEVEL_PRESETS,
  skillsOf,
  type GeneratedExam,
  type GeneratorSettings,
  type LevelSettings,
} from '../src/index.js';

/**
 * How evenly each level's preset drills the formulas of each method: 5 000 questions a level, each
 * formula's uses within its method (`add.big`: +1 … +9 with a big friend), and the most-used formula's
 * uses over the least-used one's (a formula fewer than 3 distinct questions carry is shown apart).
 * The questions come in exams of the preset's own size, one seed each,
 * as classes get them (a narrow level has fewer distinct questions than 5 000). The goal is a ratio of at most
 * 2 within every method a preset reaches. Then each level's rarest formula as a focus: the share of the
 * steps of 5 000 focused questions that use it (the goal: at least 40 %).
 */
const QUESTIONS = 5_000;

/** The distinct questions that carry each skill, in the last count made. */
const carriers = new Map<string, Set<string>>();

/** The method a skill belongs to: `add.big` for `add.big.7`, `mul` for `mul.3×7`. */
const methodOf = (skill: string) =>
  skill.startsWith('mul.') || skill.startsWith('div.')
    ? skill.slice(0, 3)
    : skill.slice(0, skill.lastIndexOf('.'));

/**
 * An exam of these settings, of fewer questions where a focus leaves (or the search finds) fewer than the
 * preset asks for; null where there are none.
 */
function examOf(settings: GeneratorSettings): GeneratedExam | null {
  try {
    return generateQuestions(settings);
  } catch (error) {
    if (!(error instanceof GenerationError) || !error.shortfall) throw error;
    const { found } = error.shortfall;
    return found === 0 || found === settings.totalQuestions
      ? null
      : examOf({ ...settings, totalQuestions: found });
  }
}

/**
 * A formula that fewer than this many distinct questions carry is shown apart: an exam holds each
 * question once, so it cannot come as often as the rest (test/formula-balance.test.ts).
 */
const CARRIED_BY = 3;

/** Each skill's uses in 5 000 questions of these settings, drawn exam by exam, and the questions carrying it. */
function usesOf(settings: LevelSettings, focus: readonly string[] = []): Map<string, number> {
  const uses = new Map<string, number>();
  carriers.clear();
  for (let seed = 1, drawn = 0; drawn < QUESTIONS; seed += 1) {
    const exam = examOf({ ...settings, marksPerQuestion: 1, focus, seed });
    if (!exam) break;
    drawn += exam.questions.length;
    for (const { question } of exam.questions) {
      for (const [skill, count] of Object.entries(skillsOf(question))) {
        uses.set(skill, (uses.get(skill) ?? 0) + count);
        carriers.set(skill, (carriers.get(skill) ?? new Set()).add(question));
      }
    }
  }
  return uses;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

for (const { level, settings } of LEVEL_PRESETS) {
  const uses = usesOf(settings);
  const distinct = new Set([...carriers.values()].flatMap((questions) => [...questions])).size;
  const rare = [...carriers]
    .filter(([, questions]) => questions.size < CARRIED_BY)
    .map(([skill, questions]) => `${skill} (in ${questions.size} of ${distinct} questions)`);
  const methods = new Map<string, [string, number][]>();
  for (const [skill, count] of uses) {
    if (carriers.get(skill)!.size < CARRIED_BY) continue;
    methods.set(methodOf(skill), [...(methods.get(methodOf(skill)) ?? []), [skill, count]]);
  }
  const balance = [...methods.entries()]
    .filter(([, formulas]) => formulas.length > 1)
    .map(([method, formulas]) => {
      const sorted = formulas.sort((a, b) => b[1] - a[1]);
      const total = sorted.reduce((sum, [, count]) => sum + count, 0);
      const [most, least] = [sorted[0]!, sorted.at(-1)!];
      const ratio = (most[1] / least[1]).toFixed(1);
      return `${method} ×${ratio} (${most[0]} ${percent(most[1], total)}, ${least[0]} ${percent(least[1], total)}, ${formulas.length} formulas)`;
    });
  const rarest = [...uses.entries()].sort((a, b) => a[1] - b[1])[0]![0];
  let focus = `  no focus: formulas need an abacusMethod, table facts a drill`;
  if (settings.abacusMethod || settings.operandDigits) {
    const focused = usesOf(settings, [rarest]);
    const steps = [...focused.values()].reduce((sum, count) => sum + count, 0);
    focus =
      steps === 0
        ? `  focus ${rarest}: no question can make it 40 % of its steps`
        : `  focus ${rarest}: ${percent(focused.get(rarest) ?? 0, steps)} of the steps`;
  }
  const apart = rare.length > 0 ? `\n  too few questions carry: ${rare.join(', ')}` : '';
  // eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
  console.log(`level ${level}: ${balance.join('; ')}${apart}\n${focus}`);
}
