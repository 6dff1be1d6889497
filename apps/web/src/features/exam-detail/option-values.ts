import type { ExamQuestions } from '@/api/exam-queries';

export type Letter = 'a' | 'b' | 'c' | 'd';
export const LETTERS: readonly Letter[] = ['a', 'b', 'c', 'd'];

/** The number each option of a question showed, by letter. */
export type OptionValues = Record<Letter, number>;

interface AnalysedQuestions {
  questions_version: number;
  perStudent: boolean;
}

/**
 * The number behind each letter of each question the item analysis describes, by position, read from
 * the exam's questions. None when they cannot be told: every child had numbers of their own (the
 * analysis is by position asked), or the questions read are another version than the one analysed.
 */
export function optionValuesByPosition(
  analysed: AnalysedQuestions,
  exam: ExamQuestions | undefined,
): ReadonlyMap<number, OptionValues> {
  const values = new Map<number, OptionValues>();
  if (!exam || analysed.perStudent || exam.version !== analysed.questions_version) return values;
  for (const question of exam.questions) {
    const { option_a: a, option_b: b, option_c: c, option_d: d } = question;
    if (a !== null && b !== null && c !== null && d !== null) values.set(question.position, { a, b, c, d });
  }
  return values;
}
