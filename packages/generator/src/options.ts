import type { ChoiceQuestion } from './generated-question.js';
import { remainder } from './integer-math.js';
import { QuestionMistakes, type Mistake } from './mistakes.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';
import { RemainderRules } from './remainder-rules.js';

/** The four options of every question, in order. */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** Pairs of mistakes tried before the best so far is taken. */
const TRIES = 24;
/**
 * A pair that misses by this little is taken from the second try on, and each further try asks a little less:
 * where nothing fits well the search stays short, and the exam's balances make up for it later.
 */
const GOOD_ENOUGH = 2;
const LESS_EACH_TRY = 0.375;
/** Past this, the first pairs on the sides aimed at missed by so much that every side is tried. */
const OFF_AIM = 8;
/** A prime: stepping by it from any start visits every pair of a list whose count it does not divide. */
const STRIDE = 7919;
/**
 * The stride's step for each count of pairs below it, `STRIDE % pairs`: a table look-up where each question
 * would otherwise divide.
 */
const STEPS = Int16Array.from({ length: STRIDE }, (_, pairs) => (pairs === 0 ? 0 : STRIDE % pairs));
/** The share of an exam's questions whose answer is to be the option nearest the rounded estimate. */
const NEAREST_SHARE = 0.38;
/**
 * The shares of the answers that working the units column alone, and that a rounded estimate, may find: where
 * one can only be kept down at the other's cost, the exam keeps both as far inside their bounds alike.
 */
const UNITS_BOUND = 0.35;
const NEAREST_BOUND = 0.5;
/** Below this share found by the units column, a units mistake may serve the answer's rank as well. */
const UNITS_ROOM = 0.32;

/** Whether two whole numbers end in the same digit (`remainder`, not `%`: their difference may pass 2^31). */
const sameLastDigit = (a: number, b: number): boolean => remainder(Math.abs(a - b), 10) === 0;

/** More than any pair can miss by: no pair found. */
const NO_PAIR = 1000;

/** Every order of four options, so that one draw places all four. */
const ORDERS: readonly (readonly number[])[] = (() => {
  const orders: number[][] = [];
  for (let a = 0; a < 4; a += 1)
    for (let b = 0; b < 4; b += 1)
      for (let c = 0; c < 4; c += 1) {
        const d = 6 - a - b - c;
        if (a !== b && a !== c && b !== c && d !== a && d !== b && d !== c) orders.push([a, b, c, d]);
      }
  return orders;
})();

/**
 * Chooses the options of an exam's questions: the answer and wrong answers that are mistakes children make on
 * the abacus with that very question. Two mistakes u and v are crossed — the answer x, x + u, x + v and
 * x + u + v, both mistakes made — so that each option is one mistake from two others and the answer sits at
 * no special place among them. Among the pairs a question allows, the pair is chosen so that over the exam
 * nothing short of working the questions finds the answers:
 * - the answer's rank among the options is the one the exam has had least so far, give or take a little
 *   chance; a pair giving another rank costs the more, the more questions that rank has had beyond the one
 *   aimed at. A small answer often cannot have three options below it: the pairs it has then give it the
 *   rank the exam has had least among those it can have, and the other questions make up for it;
 * - all four options most often end in the same digit, so working the units column alone tells nothing, and
 *   above 99 often in the same two (the units column tells nothing of a quotient: there any mistake serves);
 * - the answer is the option nearest a rounded estimate in about two questions in five. Mistakes of tens and
 *   more cannot be nearer than the answer to an estimate off by 5 or less: there a units mistake is crossed
 *   in, as far as the share of questions whose options end in two different digits leaves room for it;
 * - the rules of remainders (`RemainderRules`) stay near chance, and a one-digit answer most often has
 *   one-digit options only, so that it is not the shortest.
 */
export class OptionChooser {
  private readonly mistakes: QuestionMistakes;
  private readonly remainders = new RemainderRules();
  /** How many questions so far had their answer at each rank among the options, smallest first. */
  private readonly ranks = [0, 0, 0, 0];
  /** What a pair misses by for the rank it gives the answer, in the question being chosen for. */
  private readonly rankMissed = [0, 0, 0, 0];
  /**
   * Of the questions so far: how many had the answer nearest the rounded estimate, how many of two digits or
   * more had options ending in two different digits (the units column then finds it one time in two), and how
   * many of each kind there were.
   */
  private nearestCount = 0;
  private splitLast = 0;
  private questions = 0;
  private twoDigit = 0;
  /** Scratch: the options of the question being chosen for, the answer first, and their mistakes. */
  private readonly values = [0, 0, 0, 0];
  private readonly kinds: (Mistake | null)[] = [null, null, null, null];
  /** Scratch: the wrong answers each mistake of the pair may be taken from, the first `uCount` and `vCount`. */
  private us = new Int32Array(64);
  private vs = new Int32Array(64);
  private uCount = 0;
  private vCount = 0;
  /** The aim of the question being chosen for. */
  private below = 0;
  private nearest = false;
  /** What a pair misses by where it makes the answer the nearest option, or not, against the aim. */
  private nearestMissed = 0;
  /** A coin for the side of the second mistake when the first's leaves the rank aimed at out of reach. */
  private coin = 0;
  private answer = 0;
  private best = -1;
  private bestMissed = NO_PAIR;
  private estimate = 0;
  /** How far the answer is from the rounded estimate. */
  private distance = 0;

  constructor(
    private readonly random: Random,
    private readonly negativeAllowed: boolean,
  ) {
    this.mistakes = new QuestionMistakes(random);
  }

  /** The question with its options, the answer's letter and the mistake of each option. */
  choose(
    question: string,
    numbers: readonly number[],
    operators: readonly Operator[],
    answer: number,
    marks: number,
  ): ChoiceQuestion {
    const { random, mistakes } = this;
    mistakes.read(numbers, operators);
    this.answer = answer;
    // One look at the operators: whether a quotient is in the answer, or the answer is one product.
    let divides = false;
    let product = operators.length > 0;
    for (let i = 0; i < operators.length; i += 1) {
      if (operators[i] === '/') divides = true;
      if (operators[i] !== '*') product = false;
    }
    this.remainders.start(answer, product);
    this.estimate = mistakes.estimate;
    this.distance = Math.abs(mistakes.estimate - answer);
    const size = Math.abs(answer);
    // The units column works out the last digit of a sum, a difference or a product, not of a quotient.
    const columns = size >= 10 && !divides;
    // Mistakes on every rod give a small quotient's options the ranks that rods of tens leave out of reach; a
    // quotient of 100 or more has them on its higher rods, and fewer mistakes to list and sort.
    const byRods = columns || (divides && size >= 100);
    const close = this.distance <= 5;
    // One draw of 32 bits serves every choice of the aim: the rank's jitter (16), the estimate (8), two coins.
    const bits = random.int(0, 0xffff_ffff);
    this.below = this.rankAim(bits & 0xffff);
    const chance = ((bits >>> 16) & 0xff) / 256;
    const coin = (bits >>> 24) & 1;
    this.coin = (bits >>> 25) & 1;
    let rodU = 0;
    let rodV = 0;
    // Each question takes what the exam still has room for, give or take a little chance.
    this.nearest = this.nearestCount + chance < NEAREST_SHARE * (this.questions + 1);
    // An answer on the estimate, or half a unit off it, is the nearest option whatever the others are: no
    // mistake is to be spent on making another nearer.
    if (this.distance <= 0.5) this.nearest = true;
    if (byRods) {
      const high = size < 100 ? 1 : 2;
      // Here only a units mistake can be nearer the estimate than the answer, and it costs the units column:
      // of the two, the one the exam has given away less of so far, each against its bound.
      if (close && !this.nearest && this.unitsLeak() / UNITS_BOUND > this.nearestLeak() / NEAREST_BOUND) {
        this.nearest = true;
      }
      if ((close && !this.nearest) || this.unitsForRank(size)) {
        rodV = high;
      } else if (size < 100) {
        rodU = rodV = 1;
      } else {
        // Mistakes of hundreds and more are nearer an estimate only when it is off by over 50.
        const farOff = Math.abs(mistakes.estimate - answer) > 50;
        rodU = (this.nearest || farOff) && coin === 1 ? 2 : 1;
        rodV = 2;
      }
    }
    // Missing the aim of the estimate costs more the further the exam has drifted from its share that way.
    const drift = (this.nearestCount - NEAREST_SHARE * this.questions) * (this.nearest ? -1 : 1);
    this.nearestMissed = 3 + 2 * (drift > 0 ? drift : 0);
    this.best = -1;
    this.bestMissed = NO_PAIR;
    const lowest = rodU < rodV ? rodU : rodV;
    mistakes.list(answer, this.negativeAllowed, lowest);
    // First among the mistakes on the sides of the answer that give the rank aimed at (the first mistake is
    // the smaller: its side decides the rank only when both lie on one side) and, where the answer must not be
    // the nearest option to the estimate, among those of the first that are nearer to it; most often the first
    // pair tried then fits the aim.
    const forced = !this.nearest && this.distance > 0;
    const uSide = forced
      ? mistakes.estimate > answer
        ? 1
        : -1
      : this.below === 0 || this.below === 2
        ? 1
        : -1;
    const vSide = this.sideAfter(uSide);
    const unitsOnly = rodU === 0 && rodV > 0;
    // A one-digit answer beside a two-digit option (a carry) would be the shortest option, the one the rules of
    // fewest digits pick: its wrong options are first sought among one-digit numbers.
    this.pairFrom(rodU, rodV, unitsOnly, uSide, vSide, !this.nearest, size < 10);
    // Where the pairs on those sides miss by much, pairs on every side; where the rods wanted give no pair (few
    // mistakes fall on them), a tens mistake for a higher one, then any.
    if (this.bestMissed > OFF_AIM) this.pairFrom(rodU, rodV, unitsOnly, 0, 0, false, false);
    if (this.best < 0 && rodU === 2) {
      mistakes.list(answer, this.negativeAllowed, 1);
      this.pairFrom(1, rodV, false, 0, 0, false, false);
    }
    if (this.best < 0) {
      if (lowest > 0) mistakes.list(answer, this.negativeAllowed, 0);
      this.pairFrom(0, 0, false, 0, 0, false, false);
    }

    const { values, kinds } = this;
    values[0] = answer;
    kinds[0] = null;
    if (this.best >= 0) {
      const u = this.best >> 16;
      const v = this.best & 0xffff;
      values[1] = mistakes.values[u]!;
      values[2] = mistakes.values[v]!;
      values[3] = values[1] + values[2] - answer;
      kinds[1] = mistakes.mistakeAt(u);
      kinds[2] = mistakes.mistakeAt(v);
      // Both mistakes made at once is sometimes also one mistake of its own.
      kinds[3] = mistakes.mistakeOf(values[3]);
    } else {
      // A question with fewer than two usable mistakes: the numbers next to the answer.
      for (let step = 1, filled = 1; filled < 4; step += 1) {
        if (this.negativeAllowed || answer - step >= 0) values[filled++] = answer - step;
        if (filled < 4) values[filled++] = answer + step;
      }
      for (let i = 1; i < 4; i += 1) kinds[i] = mistakes.mistakeOf(values[i]!);
    }
    // What the exam has given away so far: the answer's rank, whether it is the option nearest the estimate,
    // and, from two digits up, whether the options end in more than one digit.
    const { estimate, distance } = this;
    let below = 0;
    let nearer = false;
    let split = false;
    for (let i = 1; i < 4; i += 1) {
      const value = values[i]!;
      if (value < answer) below += 1;
      if (Math.abs(estimate - value) < distance) nearer = true;
      if (size >= 10 && !split && !sameLastDigit(value, answer)) split = true;
    }
    this.ranks[below]! += 1;
    this.remainders.record(answer, values[1]!, values[2]!, values[3]!);
    this.questions += 1;
    if (!nearer) this.nearestCount += 1;
    if (columns) {
      this.twoDigit += 1;
      if (split) this.splitLast += 1;
    }

    const order = ORDERS[random.int(0, 23)]!;
    const a = order[0]!;
    const b = order[1]!;
    const c = order[2]!;
    const d = order[3]!;
    return {
      question,
      answer,
      marks,
      option_a: values[a]!,
      option_b: values[b]!,
      option_c: values[c]!,
      option_d: values[d]!,
      correct_option: a === 0 ? 'a' : b === 0 ? 'b' : c === 0 ? 'c' : 'd',
      mistakes: { a: kinds[a]!, b: kinds[b]!, c: kinds[c]!, d: kinds[d]! },
    };
  }

  /**
   * The side of the answer (1 above, −1 below) of the second, larger mistake, for the rank aimed at given the
   * first's side: both above make the answer the smallest, both below the largest, and a larger one below
   * with a smaller one above puts it second from the top.
   */
  private sideAfter(uSide: number): number {
    const { below } = this;
    if (uSide > 0) return below === 0 ? 1 : below === 1 ? (this.coin === 1 ? 1 : -1) : -1;
    return below === 3 ? -1 : below === 2 ? (this.coin === 1 ? 1 : -1) : 1;
  }

  /**
   * The share of the exam's answers of two digits or more that working the units column alone finds so far: a
   * quarter where all four options end alike, a half where two end in another digit.
   */
  private unitsLeak(): number {
    return this.twoDigit === 0 ? 0.25 : 0.25 + (0.25 * this.splitLast) / this.twoDigit;
  }

  /**
   * Whether a units mistake is to give the rank aimed at: mistakes of tens put at most one option below an
   * answer under 20 (none may go below zero), and at most two under 30, so that without one such answers would
   * be the smallest or second smallest option too often. The units column allows it while well inside its
   * bound.
   */
  private unitsForRank(size: number): boolean {
    if (this.negativeAllowed || size >= 30) return false;
    const wanted = this.below === 3 || (this.below === 2 && size < 20);
    return wanted && this.unitsLeak() < UNITS_ROOM;
  }

  /** The share of the exam's answers so far that are the option nearest the rounded estimate. */
  private nearestLeak(): number {
    return this.questions === 0 ? NEAREST_SHARE : this.nearestCount / this.questions;
  }

  /**
   * The answer's rank to aim at: the one the exam has had least so far, give or take a little chance. Another
   * rank misses by 1, and by 2 more for each question it has had beyond the one aimed at, so that where the
   * aim is out of reach the pair taken gives the rank the exam has had least among those within reach.
   */
  private rankAim(jitters: number): number {
    const { ranks } = this;
    let chosen = 0;
    let lowest = Infinity;
    for (let rank = 0; rank < 4; rank += 1) {
      const weight = ranks[rank]! + (3 * ((jitters >>> (4 * rank)) & 0xf)) / 16;
      if (weight < lowest) {
        lowest = weight;
        chosen = rank;
      }
    }
    for (let rank = 0; rank < 4; rank += 1) {
      const more = ranks[rank]! - ranks[chosen]!;
      this.rankMissed[rank] = rank === chosen ? 0 : 1 + 2 * (more > 0 ? more : 0);
    }
    return chosen;
  }

  /**
   * Tries pairs of a mistake starting at rod `rodU` or higher (exactly the units when `unitsOnly`) and one at
   * `rodV` or higher (both of one digit when `oneDigit`), keeping the one that misses the aim least in `best`
   * (the two indices, packed).
   */
  private pairFrom(
    rodU: number,
    rodV: number,
    unitsOnly: boolean,
    uSide: number,
    vSide: number,
    uNearer: boolean,
    oneDigit: boolean,
  ): void {
    this.sortMistakes(rodU, rodV, unitsOnly, uSide, vSide, uNearer, oneDigit);
    this.tryPairs();
  }

  /** Lists in `us` and `vs` the mistakes the pair's first and second may be (see `pairFrom`). */
  private sortMistakes(
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
    const { values, reach } = mistakes;
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
      // Both mistakes made may not go further from the answer than one does: a wrong answer several times the
      // right one is ruled out at a glance.
      if (
        u !== v &&
        both !== answer &&
        both !== u &&
        both !== v &&
        (negativeAllowed || both >= 0) &&
        Math.abs(both - answer) <= reach
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
