import { isSlip } from './slips.js';

/** A way to guess the answer from the four options alone: returns the index of the option it picks. */
export type OptionRule = (options: readonly number[]) => number;

/** The first option with the highest score: ties go to the earlier letter, as a guessing student reads. */
const best = (options: readonly number[], score: (option: number, index: number) => number): number => {
  let chosen = 0;
  let top = -Infinity;
  options.forEach((option, index) => {
    const value = score(option, index);
    if (value > top) {
      top = value;
      chosen = index;
    }
  });
  return chosen;
};

const others = (options: readonly number[], index: number): number[] =>
  options.filter((_, other) => other !== index);

const sharedDigits = (a: number, b: number): number => {
  const x = String(a).split('').reverse();
  const y = String(b).split('').reverse();
  return x.filter((digit, place) => y[place] === digit).length;
};

const digitSum = (value: number): number => [...String(value)].reduce((sum, digit) => sum + Number(digit), 0);
const trailingZeros = (value: number): number => (value === 0 ? 1 : /0*$/.exec(String(value))![0].length);
const count = <T>(items: readonly T[], item: T): number => items.filter((other) => other === item).length;
const rank = (options: readonly number[], position: number): number =>
  options.indexOf([...options].sort((a, b) => a - b)[position]!);

export const OPTION_RULES: Record<string, OptionRule> = {
  'one slip from the most others': (options) =>
    best(options, (option, index) => others(options, index).filter((other) => isSlip(option, other)).length),
  'one slip from the most others, the smallest on ties': (options) =>
    best(
      options,
      (option, index) =>
        others(options, index).filter((other) => isSlip(option, other)).length * 1e13 - option,
    ),
  'most digits shared with the others': (options) =>
    best(options, (option, index) =>
      others(options, index).reduce((sum, other) => sum + sharedDigits(option, other), 0),
    ),
  'fewest digits shared with the others': (options) =>
    best(
      options,
      (option, index) => -others(options, index).reduce((sum, other) => sum + sharedDigits(option, other), 0),
    ),
  smallest: (options) => rank(options, 0),
  'second smallest': (options) => rank(options, 1),
  'second largest': (options) => rank(options, 2),
  largest: (options) => rank(options, 3),
  'closest to the mean': (options) => {
    const mean = options.reduce((sum, option) => sum + option, 0) / 4;
    return best(options, (option) => -Math.abs(option - mean));
  },
  'nearest to all the others': (options) =>
    best(options, (option) => -options.reduce((sum, other) => sum + Math.abs(other - option), 0)),
  'most common last digit': (options) =>
    best(options, (option) =>
      count(
        options.map((o) => o % 10),
        option % 10,
      ),
    ),
  'a last digit of its own': (options) =>
    best(
      options,
      (option) =>
        -count(
          options.map((o) => o % 10),
          option % 10,
        ),
    ),
  'the majority parity': (options) =>
    best(
      options,
      (option) =>
        count(
          options.map((o) => o % 2),
          option % 2,
        ) + (option % 2 === 0 ? 0.5 : 0),
    ),
  'a parity of its own': (options) =>
    best(
      options,
      (option) =>
        -count(
          options.map((o) => o % 2),
          option % 2,
        ),
    ),
  even: (options) => best(options, (option) => (option % 2 === 0 ? 1 : 0)),
  'divisible by 3': (options) => best(options, (option) => (option % 3 === 0 ? 1 : 0)),
  'divisible by 9': (options) => best(options, (option) => (option % 9 === 0 ? 1 : 0)),
  'ends in 0 or 5': (options) => best(options, (option) => (option % 5 === 0 ? 1 : 0)),
  'most trailing zeros': (options) => best(options, trailingZeros),
  'most common remainder by 3': (options) =>
    best(options, (option) =>
      count(
        options.map((o) => o % 3),
        option % 3,
      ),
    ),
  'a remainder by 3 of its own': (options) =>
    best(
      options,
      (option) =>
        -count(
          options.map((o) => o % 3),
          option % 3,
        ),
    ),
  'most common digit sum': (options) =>
    best(options, (option) => count(options.map(digitSum), digitSum(option))),
  'most distinct digits': (options) => best(options, (option) => new Set(String(option)).size),
  'fewest distinct digits': (options) => best(options, (option) => -new Set(String(option)).size),
  'has its digits swapped in another option': (options) =>
    best(options, (option, index) =>
      others(options, index).some(
        (other) =>
          isSlip(option, other) &&
          Math.abs(other - option) > 2 &&
          !/^10+$/.test(String(Math.abs(other - option))),
      )
        ? 1
        : 0,
    ),
};
