import { skillsMissed, skillsOf, type Skill } from '@abacus/generator';
import type { Answer, OptionLetter } from '../../domain/answers.js';

/** A question as the child was shown it: its options where it had them (`null` for a typed one). */
export interface ShownQuestion {
  question: string;
  answer: number;
  options: Readonly<Record<OptionLetter, number>> | null;
}

/** One skill one answered question used: the evidence §5.15 keeps. */
export interface SkillUse {
  /** The question's number in the result, from 1. */
  position: number;
  skill: Skill;
  steps: number;
  /** Every step of the question, of any skill: mastery shares its time among them. */
  questionSteps: number;
  correct: boolean;
  timeMs: number | null;
}

/** A question row as the exam keeps it or an attempt shows it. */
export interface QuestionRow {
  question: string;
  answer: number;
  optionA: number | null;
  optionB: number | null;
  optionC: number | null;
  optionD: number | null;
}

export const shownQuestion = (row: QuestionRow): ShownQuestion => ({
  question: row.question,
  answer: row.answer,
  options:
    row.optionA === null || row.optionB === null || row.optionC === null || row.optionD === null
      ? null
      : { a: row.optionA, b: row.optionB, c: row.optionC, d: row.optionD },
});

/** The number an answer stands for: the option's value, the number written, or null when none. */
function valueOf(shown: ShownQuestion, answer: Answer): number | null {
  if (answer === null) return null;
  if (typeof answer === 'number') return answer;
  return shown.options?.[answer] ?? null;
}

/**
 * The skill uses of a result: for each answered question, each skill its replay uses. A right answer is
 * right for every one; a wrong one is charged to the skills of the steps whose modelled slip gives it (an
 * option chosen stands for its value), or to every skill of the question when no step's does. A skipped
 * question is no evidence. `timesMs` are the questions' times on screen, where known.
 */
export function skillUsesOf(
  shown: readonly ShownQuestion[],
  answers: readonly Answer[],
  timesMs: readonly (number | null)[] = [],
): SkillUse[] {
  const uses: SkillUse[] = [];
  shown.forEach((question, index) => {
    const given = valueOf(question, answers[index] ?? null);
    if (given === null) return;
    const missed = new Set(
      given === question.answer ? [] : skillsMissed(question.question, question.answer, given),
    );
    const skills = Object.entries(skillsOf(question.question));
    const questionSteps = skills.reduce((sum, [, steps]) => sum + steps, 0);
    for (const [skill, steps] of skills) {
      uses.push({
        position: index + 1,
        skill,
        steps,
        questionSteps,
        correct: !missed.has(skill),
        timeMs: timesMs[index] ?? null,
      });
    }
  });
  return uses;
}
