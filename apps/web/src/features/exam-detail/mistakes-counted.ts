import { MISTAKES, type Mistake } from '@abacus/generator';
import type { useItemAnalysis } from './api/get-item-analysis';
import { LETTERS } from './option-values';

type QuestionFigures = NonNullable<
  ReturnType<typeof useItemAnalysis>['data']
>['analytics']['questions'][number];

/** A mistake on the abacus, and how many results stood for it. */
export interface MistakeCount {
  mistake: Mistake;
  results: number;
}

/**
 * The wrong answers to a question by the mistake each option stood for, most made first (ties in the
 * order of the list of mistakes). Where every child had their own options (no option's mistake is known
 * here), the one mistake the API counted for the position.
 */
export function mistakesCounted(
  figures: Pick<QuestionFigures, 'mistakes' | 'chosen' | 'mostMadeMistake'>,
): MistakeCount[] {
  const { mistakes, chosen, mostMadeMistake } = figures;
  if (!mistakes) return mostMadeMistake ? [mostMadeMistake] : [];
  const counts = new Map<Mistake, number>();
  for (const letter of LETTERS) {
    const mistake = mistakes[letter];
    if (mistake && chosen[letter] > 0) counts.set(mistake, (counts.get(mistake) ?? 0) + chosen[letter]);
  }
  return [...counts]
    .map(([mistake, results]) => ({ mistake, results }))
    .sort((a, b) => b.results - a.results || MISTAKES.indexOf(a.mistake) - MISTAKES.indexOf(b.mistake));
}
