import type { Random } from './random.js';

export type OptionLetter = 'a' | 'b' | 'c' | 'd';

const LETTERS: readonly OptionLetter[] = ['a', 'b', 'c', 'd'];

export interface Options {
  readonly options: readonly [number, number, number, number];
  readonly correct: OptionLetter;
}

/**
 * Wrong answers a student could really reach: a neighbour (±1, ±2), one digit off by one or a carry or
 * borrow slip (±10, ±100, … up to the leading digit), or two neighbouring digits swapped. Never negative and
 * never the answer, and there are always at least three: 0 still has 1, 2 and 10.
 */
export function nearMisses(answer: number): number[] {
  const digits = String(answer);
  const candidates = [answer + 1, answer - 1, answer + 2, answer - 2];
  for (let place = 10, slot = 1; slot <= Math.max(1, digits.length - 1); place *= 10, slot += 1) {
    candidates.push(answer + place, answer - place);
  }
  for (let i = 0; i + 1 < digits.length; i += 1) {
    const swapped = digits.slice(0, i) + digits[i + 1]! + digits[i]! + digits.slice(i + 2);
    // A swap that moves a 0 to the front is not a way anyone writes a number.
    if (swapped[0] !== '0') candidates.push(Number(swapped));
  }
  return [...new Set(candidates)].filter((candidate) => candidate >= 0 && candidate !== answer);
}

/** Three random near-misses and the answer, the answer's position uniform over a–d. */
export function chooseOptions(random: Random, answer: number): Options {
  const distractors = random.shuffle(nearMisses(answer)).slice(0, 3);
  const position = random.int(0, 3);
  distractors.splice(position, 0, answer);
  const [a, b, c, d] = distractors as [number, number, number, number];
  return { options: [a, b, c, d], correct: LETTERS[position]! };
}
