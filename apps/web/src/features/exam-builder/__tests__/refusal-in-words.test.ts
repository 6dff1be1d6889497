// @vitest-environment jsdom
import {
  GenerationError,
  generateQuestions,
  type GeneratorSettings,
  type Shortfall,
} from '@abacus/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, speak } from '@/i18n/i18n';
import { refusalInWords } from '../question-preview';

const base: GeneratorSettings = {
  minNumber: 1,
  maxNumber: 9,
  operators: ['+'],
  maxTerms: 2,
  totalQuestions: 10,
  marksPerQuestion: 1,
  seed: 7,
};

/** The generator's figures for settings it refuses. */
function shortfallOf(settings: Partial<GeneratorSettings>): Shortfall | undefined {
  try {
    generateQuestions({ ...base, ...settings });
  } catch (error) {
    if (error instanceof GenerationError) return error.shortfall;
    throw error;
  }
  throw new Error('the settings made an exam');
}

const refusals = {
  nine: shortfallOf({ minNumber: 1, maxNumber: 3 }),
  one: shortfallOf({ minNumber: 7, maxNumber: 7, operators: ['/'], maxTerms: 15 }),
  noneForMethod: shortfallOf({
    minNumber: 5,
    maxNumber: 9,
    operators: ['+', '-'],
    maxTerms: 15,
    abacusMethod: 'small-friends',
  }),
  drill: shortfallOf({
    operators: ['*'],
    operandDigits: { left: 1, right: 1 },
    minNumber: undefined,
    maxNumber: undefined,
    totalQuestions: 100,
  }),
  // The generator stops at its search limit only on settings too costly for a unit test; its figures then:
  searchLimit: {
    asked: 100,
    found: 14,
    exhausted: false,
    widen: 'numbers',
    abacusMethod: null,
    focused: false,
  } satisfies Shortfall,
  clash: shortfallOf({ minNumber: 9, maxNumber: 1 }),
  // One-digit rows, four of them: no question can take away 4 with a big friend in two steps of three.
  noneForFocus: shortfallOf({
    operators: ['+', '-'],
    minTerms: 4,
    maxTerms: 4,
    abacusMethod: 'big-friends',
    focus: ['sub.big.4'],
  }),
};
const t = i18n.getFixedT(null, 'examBuilder');

describe('why the builder cannot make an exam, in words', () => {
  it('says in English how many questions exist and what gives more', () => {
    expect(refusalInWords(refusals.nine, t)).toBe(
      'Only 9 distinct questions exist for these settings; ask for at most 9 or widen the number range, allow more rows or add operators.',
    );
    expect(refusalInWords(refusals.one, t)).toMatch(
      /^Only 1 distinct question exists for these settings; ask for at most 1 or/,
    );
    expect(refusalInWords(refusals.noneForMethod, t)).toBe(
      'No question fits these settings, as each must use a small friend (a 5-complement, such as +4 as +5 −1); widen the number range, allow more rows or add operators.',
    );
    expect(refusalInWords(refusals.drill, t)).toMatch(
      /; ask for at most \d+ or give the numbers more digits or add the other operator\.$/,
    );
    expect(refusalInWords(refusals.searchLimit, t)).toBe(
      'No 100 distinct questions were found for these settings; ask for fewer or widen the number range, allow more rows or add operators.',
    );
    expect(refusalInWords(refusals.clash, t)).toBe(
      'These numbers, operators and rows do not go together; change one of them.',
    );
    expect(refusalInWords(refusals.noneForFocus, t)).toBe(
      'No question of these settings can use the formulas chosen in 40 % of its steps: choose others, or widen the number range, allow more rows or add operators.',
    );
  });

  describe('in Hindi', () => {
    beforeAll(() => speak('hi'));
    afterAll(() => speak('en'));

    it('says every refusal in Hindi, with its figures and no English word', () => {
      const said = Object.values(refusals).map((shortfall) =>
        refusalInWords(shortfall, i18n.getFixedT('hi', 'examBuilder')),
      );
      expect(said[0]).toBe(
        'इन सेटिंग्स से केवल 9 अलग सवाल बनते हैं; ज़्यादा से ज़्यादा 9 सवाल माँगें या संख्याओं की सीमा बढ़ाएँ, ज़्यादा पंक्तियाँ रखें या और क्रियाएँ जोड़ें।',
      );
      for (const sentence of said) expect(sentence).not.toMatch(/[A-Za-z]/);
    });
  });
});
