import type { QuestionMistakes } from './mistakes.js';
import type { Random } from './random.js';
import type { RemainderRules } from './remainder-rules.js';

/** Pairs of mistakes tried before the best so far is taken. */
const TRIES = 24;
/**
 * A pair that misses by this little is taken from the second try on, and each further try asks a little less:
 * where nothing fits well the search stays short, and the exam's balances make up for it later.
 */
const GOOD_ENOUGH = 2;
const LESS_EACH_TRY = 0.375;
/** A prime: stepping by it from any start visits every pair of a list whose count it does not divide. */
const STRIDE = 7919;
/**
 * The stride's step for each count of pairs below it, `STRIDE % pairs`: a table look-up where each question
 * would otherwise divide.
 */
const STEPS = Int16Array.from({ length: STRIDE }, (_, pairs) => (pairs === 0 ? 0 : STRIDE % pairs));

/** More than any pair can miss by: no pair found. */
export const NO_PAIR = 1000;

/**
 * Finds, among a question's mistakes (`QuestionMistakes`), the pair whose crossing misses the question's aim
 * least: the rank it gives the answer (`rankMissed`, by how many options are below it), whether it makes the
 * answer the option nearest the estimate, and the rules of remainders.
 */
export class PairSearch {
  /** The best pair so far, its two indices packed (`u << 16 | v`), or −1; and what it misses by. */
  best = -1;
  bestMissed = NO_PAIR;
  /** Scratch: the wrong answers each mistake of the pair may be taken from, the first `uCount` and `vCount`. */
  private us = new Int32Array(64);
  private vs = new Int32Array(64);
  private uCount = 0;
  private vCount = 0;
  /** The aim of the question being chosen for. */
  private answer = 0;
  private estimate = 0;
  /** How far the answer is from the rounded estimate. */
  private distance = 0;
  private nearest = false;
  /** What a pair misses by where it makes the answer the nearest option, or not, against the aim. */
  private nearestMissed = 0;

  constructor(
    private readonly random: Random,
    private readonly mistakes: QuestionMistakes,
    private readonly remainders: RemainderRules,
    private readonly rankMissed: readonly number[],
    private readonly negativeAllowed: boolean,
  ) {}

  /** Starts a question's search, with no pair found yet. */
  aim(answer: number, estimate: number, distance: number, nearest: boolean, nearestMissed: number): void {
    this.answer = answer;
    this.estimate = estimate;
    this.distance = distance;
    this.nearest = nearest;
    this.nearestMissed = nearestMissed;
    this.best = -1;
    this.bestMissed = NO_PAIR;
  }

  /**
   * Tries pairs of a mistake starting at rod `rodU` or higher (exactly the units when `unitsOnly`) on the side
   * `uSide` of the answer (1 above, −1 below, 0 either) and nearer the estimate than the answer when `uNearer`,
   * and one at `rodV` or higher on the side `vSide` (both of one digit when `oneDigit`), keeping the one that
   * misses the aim least in `best`.
   */
  pairFrom(
    rodU: number,
    rodV: number,
    unitsOnly: boolean,
    uSide: number,
    vSide: number,
    uNearer: boolean,
    oneDigit: boolean,
  ): void {
    const { mistakes, answer, estimate } = this;
    let { us, vs } = this;
    const { rods, values, count } = mistakes;
    if (us.length < count) {
      this.us = us = new Int32Array(values.length);
      this.vs = vs = new Int32Array(values.length);
    }
    // The conditions on each list as bounds and flags, so that sorting a mistake into them is a few comparisons.
    const uHighest = unitsOnly ? 0 : 2;
    const uAbove = uSide >= 0;
    const uBelow = uSide <= 0;
    const vAbove = vSide >= 0;
    const vBelow = vSide <= 0;
    const uDistance = uNearer ? this.distance : Infinity;
    const oneDigitMost = oneDigit ? 9 : Infinity;
    let uCount = 0;
    let vCount = 0;
    // Each index is written, and kept by counting it in, without a branch: which mistakes fit is down to chance,
    // so branches on it would be mispredicted half the time.
    for (let i = 0; i < count; i += 1) {
      const rod = rods[i]!;
      const value = values[i]!;
      const above = value > answer;
      us[uCount] = i;
      uCount +=
        +(rod >= rodU) &
        +(rod <= uHighest) &
        +(above ? uAbove : uBelow) &
        +(Math.abs(estimate - value) < uDistance) &
        +(value <= oneDigitMost && value >= -oneDigitMost);
      vs[vCount] = i;
      vCount +=
        +(rod >= rodV) & +(above ? vAbove : vBelow) & +(value <= oneDigitMost && value >= -oneDigitMost);
    }
    this.uCount = uCount;
    this.vCount = vCount;
    this.tryPairs();
  }

  /**
   * Tries pairs from `us` and `vs`, keeping the one that misses the aim least in `best` (the two indices,
   * packed): until one misses by 2 or less, at most TRIES.
   */
  private tryPairs(): void {
    const { us, vs, uCount, vCount, mistakes } = this;
    const pairs = uCount * vCount;
    if (pairs === 0) return;
    // From a random pair, a stride that visits every pair once before any twice, and spreads the first few
    // tries over the lists rather than along one mistake. Pair p is us[p % uCount] with vs[p / uCount]: the
    // two indices are stepped, and wrapped, as p would be, without a division per try.
    const start = this.random.int(0, pairs - 1);
    const step = pairs < STRIDE ? STEPS[pairs]! : (pairs % STRIDE === 0 ? 1 : STRIDE) % pairs;
    const columnStep = (step / uCount) | 0;
    const rowStep = step - columnStep * uCount;
    let column = (start / uCount) | 0;
    let row = start - column * uCount;
    const tries = pairs < TRIES ? pairs : TRIES;
    // What each try compares with, in locals: fields would be read again on every try.
    const { answer, estimate, distance, nearest, negativeAllowed, rankMissed, nearestMissed, remainders } =
      this;
    const { values, reach, highestOffset } = mistakes;
    let { best, bestMissed } = this;
    for (
      let attempt = 0;
      attempt < tries && bestMissed > (attempt < 1 ? 0 : GOOD_ENOUGH + attempt * LESS_EACH_TRY);
      attempt += 1
    ) {
      const first = us[row]!;
      const second = vs[column]!;
      // How far crossing the two misses the aim (NO_PAIR if the options would not be four distinct numbers):
      // the rank it gives the answer, the estimate, and the rules of remainders.
      const u = values[first]!;
      const v = values[second]!;
      const both = u + v - answer;
      let missed = NO_PAIR;
      // Both mistakes made may not go further from the answer than one does, nor above what the rows could
      // come to: a wrong answer several times the right one is ruled out at a glance.
      if (
        u !== v &&
        both !== answer &&
        both !== u &&
        both !== v &&
        (negativeAllowed || both >= 0) &&
        Math.abs(both - answer) <= reach &&
        both - answer <= highestOffset
      ) {
        const below = (u < answer ? 1 : 0) + (v < answer ? 1 : 0) + (both < answer ? 1 : 0);
        const nearer =
          Math.abs(estimate - u) < distance ||
          Math.abs(estimate - v) < distance ||
          Math.abs(estimate - both) < distance;
        missed = rankMissed[below]! + (nearest === !nearer ? 0 : nearestMissed);
        if (remainders.weighing) missed += remainders.cost(u - answer, v - answer);
      }
      if (missed < bestMissed) {
        bestMissed = missed;
        best = (first << 16) | second;
      }
      row += rowStep;
      column += columnStep;
      if (row >= uCount) {
        row -= uCount;
        column += 1;
      }
      if (column >= vCount) column -= vCount;
    }
    this.best = best;
    this.bestMissed = bestMissed;
  }
}
