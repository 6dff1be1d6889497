import type { Skill } from '@abacus/generator';

/** The question of the worked example, as the API stores it, and its answer. */
export const EXAMPLE_QUESTION = '8 - 4 + 7 + 95 - 6';
export const EXAMPLE_ANSWER = 100;

/** One wrong answer to the example: the formulas the generator's skillsMissed charges it to, and why. */
export interface ChargedAnswer {
  given: number;
  charged: readonly Skill[];
  /** Backticks mark code. */
  why: string;
}

/** Every one is what `skillsMissed(EXAMPLE_QUESTION, EXAMPLE_ANSWER, given)` gives (a test checks). */
export const CHARGED_ANSWERS: readonly ChargedAnswer[] = [
  {
    given: 90,
    charged: ['add.big.7'],
    why: '10 short: the 1 that +7’s big friend carries to the tens was lost. The other four formulas count as right.',
  },
  {
    given: 110,
    charged: ['add.big.7'],
    why: '10 too many: the same slip, matched the other way round.',
  },
  {
    given: 105,
    charged: ['sub.small.4'],
    why: '5 too many: the 5-bead of −4’s small friend (−5 +1) was forgotten.',
  },
  {
    given: 0,
    charged: ['add.big.9'],
    why: '100 short: the 1 that +9’s big friend on the tens carries to the hundreds was lost.',
  },
  {
    given: 101,
    charged: ['sub.small.4', 'add.big.7', 'add.big.9', 'add.direct.5', 'sub.direct.6'],
    why: 'No step’s slip is 1 out: the child went wrong somewhere, and every formula of the question is charged.',
  },
];
