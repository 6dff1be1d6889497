import { describe, expect, it, vi } from 'vitest';
import type * as AbacusSearch from '../src/abacus-search.js';
import type * as ExhaustiveSearch from '../src/exhaustive-search.js';
import { generateQuestions } from '../src/index.js';
import { thrown } from './support/thrown.js';

// Searches that always run out of budget: the one way to see what the caller is told when they do.
vi.mock('../src/exhaustive-search.js', async (importOriginal) => {
  const original = await importOriginal<typeof ExhaustiveSearch>();
  return {
    ...original,
    searchExhaustively: (...[random, settings, accept]: Parameters<typeof original.searchExhaustively>) =>
      original.searchExhaustively(random, settings, accept, 0),
  };
});
vi.mock('../src/abacus-search.js', async (importOriginal) => {
  const original = await importOriginal<typeof AbacusSearch>();
  return {
    searchAbacusExhaustively: (
      ...[random, settings, accept]: Parameters<typeof original.searchAbacusExhaustively>
    ) => original.searchAbacusExhaustively(random, settings, accept, 0),
  };
});

describe('generateQuestions when the exhaustive search gives up', () => {
  it('says it could not find the questions rather than claiming how many exist', () => {
    const settings = {
      maxTerms: 15,
      minNumber: 1,
      maxNumber: 1,
      operators: ['+' as const],
      marksPerQuestion: 1,
    };
    expect(thrown(() => generateQuestions({ ...settings, totalQuestions: 100 }))).toMatchObject({
      code: 'NOT_ENOUGH_DISTINCT_QUESTIONS',
      message:
        'Could not find 100 distinct questions for these settings (numbers 1–1, operators +, up to 15 terms) within the search limit; ask for fewer or widen the number range, allow more terms or add operators',
      shortfall: { asked: 100, exhausted: false, widen: 'numbers', abacusMethod: null },
    });
  });

  it('says so for an abacus drill too', () => {
    const settings = {
      maxTerms: 3,
      minNumber: 1,
      maxNumber: 9,
      operators: ['+' as const],
      marksPerQuestion: 1,
      abacusMethod: 'direct' as const,
    };
    expect(thrown(() => generateQuestions({ ...settings, totalQuestions: 1000 })).message).toBe(
      'Could not find 1000 distinct questions for these settings (numbers 1–9, operators +, up to 3 terms, abacus method direct) within the search limit; ask for fewer or widen the number range, allow more terms or add operators',
    );
  });
});
