import type { ChoiceQuestion } from './generated-question.js';
import { remainder } from './integer-math.js';
import { QuestionMistakes, type Mistake } from './mistakes.js';
import type { Operator } from './operator.js';
import { OptionBalance } from './option-balance.js';
import { PairSearch } from './pair-search.js';
import type { Random } from './random.js';
import { RemainderRules } from './remainder-rules.js';

/** The four options of every question, in order. */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** Past this, the first pairs on the sides aimed at missed by so much that every side is tried. */
const OFF_AIM = 8;
/** Below this share found by the units column, a units mistake may serve the answer's rank as well. */
const UNITS_ROOM = 0.3;

/** Whether two whole numbers end in the same digit (`remainder`, not `%`: their difference may pass 2^31). */
const sameLastDigit = (a: number, b: number): boolean => remainder(Math.abs(a - b), 10) === 0;

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
 * The side of the answer (1 above, −1 below) of the second, larger mistake, for the rank aimed at (`below`
 * options smaller than the answer) given the first's side: both above make the answer the smallest, both below
 * the largest, and a larger one below with a smaller one above puts it second from the top. `coin` picks where
 * either side gives that rank.
 */
function sideAfter(uSide: number, below: number, coin: number): number {
  if (uSide > 0) return below === 0 ? 1 : below === 1 ? (coin === 1 ? 1 : -1) : -1;
  return below === 3 ? -1 : below === 2 ? (coin === 1 ? 1 : -1) : 1;
}

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
  private readonly balance = new OptionBalance();
  private readonly pairs: PairSearch;
  /** Scratch: the options of the question being chosen for, the answer first, and their mistakes. */
  private readonly values = [0, 0, 0, 0];
  private readonly kinds: (Mistake | null)[] = [null, null, null, null];

  constructor(
    private readonly random: Random,
    private readonly negativeAllowed: boolean,
  ) {
    this.mistakes = new QuestionMistakes(random);
    this.pairs = new PairSearch(
      random,
      this.mistakes,
      this.remainders,
      this.balance.rankMissed,
      negativeAllowed,
    );
  }

  /** The question with its options, the answer's letter and the mistake of each option. */
  choose(
    question: string,
    numbers: readonly number[],
    operators: readonly Operator[],
    answer: number,
    marks: number,
  ): ChoiceQuestion {
    const { random, mistakes, balance, pairs } = this;
    mistakes.read(numbers, operators);
    // One look at the operators: whether a quotient is in the answer, or the answer is one product.
    let divides = false;
    let product = operators.length > 0;
    for (let i = 0; i < operators.length; i += 1) {
      if (operators[i] === '/') divides = true;
      if (operators[i] !== '*') product = false;
    }
    this.remainders.start(answer, product);
    const { estimate } = mistakes;
    // How far the answer is from the rounded estimate.
    const distance = Math.abs(estimate - answer);
    const size = Math.abs(answer);
    // The units column works out the last digit of a sum, a difference or a product, not of a quotient. Where
    // every row has one digit it is the whole question worked but for its carries, no shortcut to hide, and
    // the slips those rows allow mostly fall on the units rod: the options are then not bent to hide it.
    const columns = size >= 10 && !divides && !mistakes.oneDigitRows;
    // Mistakes on every rod give a small quotient's options the ranks that rods of tens leave out of reach; a
    // quotient of 100 or more has them on its higher rods, and fewer mistakes to list and sort.
    const byRods = columns || (divides && size >= 100);
    const close = distance <= 5;
    // One draw of 32 bits serves every choice of the aim: the rank's jitter (16), the estimate (8), two coins.
    const bits = random.int(0, 0xffff_ffff);
    const aimedBelow = balance.rankAim(bits & 0xffff);
    const chance = ((bits >>> 16) & 0xff) / 256;
    const coin = (bits >>> 24) & 1;
    // A coin for the side of the second mistake when the first's leaves the rank aimed at out of reach.
    const sideCoin = (bits >>> 25) & 1;
    let rodU = 0;
    let rodV = 0;
    // Each question takes what the exam still has room for, give or take a little chance.
    let nearest = balance.nearestDue(chance);
    // An answer on the estimate, or half a unit off it, is the nearest option whatever the others are: no
    // mistake is to be spent on making another nearer.
    if (distance <= 0.5) nearest = true;
    if (byRods) {
      const high = size < 100 ? 1 : 2;
      // Here only a units mistake can be nearer the estimate than the answer, and it costs the units column:
      // of the two, the one the exam has given away less of so far, each against its bound.
      if (close && !nearest && balance.nearestHasMoreRoom()) nearest = true;
      if ((close && !nearest) || this.unitsForRank(size, aimedBelow)) {
        rodV = high;
      } else if (size < 100) {
        rodU = rodV = 1;
      } else {
        // Mistakes of hundreds and more are nearer an estimate only when it is off by over 50.
        const farOff = distance > 50;
        rodU = (nearest || farOff) && coin === 1 ? 2 : 1;
        rodV = 2;
      }
    }
    const lowest = rodU < rodV ? rodU : rodV;
    // First among the mistakes on the sides of the answer that give the rank aimed at (the first mistake is
    // the smaller: its side decides the rank only when both lie on one side) and, where the answer must not be
    // the nearest option to the estimate, among those of the first that are nearer to it; most often the first
    // pair tried then fits the aim.
    const forced = !nearest && distance > 0;
    const uSide = forced ? (estimate > answer ? 1 : -1) : aimedBelow === 0 || aimedBelow === 2 ? 1 : -1;
    const vSide = sideAfter(uSide, aimedBelow, sideCoin);
    const nearestMissed = balance.nearestMissed(nearest);
    // The slips the question's own moves make first; where they give no pair that fits the aim, and the exam
    // has room for it, mistakes placed by the answer's digits too.
    const fellBack = this.search(
      answer,
      estimate,
      distance,
      nearest,
      nearestMissed,
      lowest,
      rodU,
      rodV,
      uSide,
      vSide,
      false,
    );
    if ((pairs.bestMissed > OFF_AIM || fellBack) && mistakes.canInvent && balance.inventedRoom()) {
      this.search(answer, estimate, distance, nearest, nearestMissed, lowest, rodU, rodV, uSide, vSide, true);
    }
    // Then any.
    if (pairs.best < 0) {
      mistakes.list(answer, this.negativeAllowed, 0);
      pairs.pairFrom(0, 0, false, 0, 0, false, false);
    }

    const { values, kinds } = this;
    let invented = false;
    values[0] = answer;
    kinds[0] = null;
    if (pairs.best >= 0) {
      const u = pairs.best >> 16;
      const v = pairs.best & 0xffff;
      values[1] = mistakes.values[u]!;
      values[2] = mistakes.values[v]!;
      invented = !mistakes.isReal(u) || !mistakes.isReal(v);
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
    let below = 0;
    let nearer = false;
    let split = false;
    for (let i = 1; i < 4; i += 1) {
      const value = values[i]!;
      if (value < answer) below += 1;
      if (Math.abs(estimate - value) < distance) nearer = true;
      if (size >= 10 && !split && !sameLastDigit(value, answer)) split = true;
    }
    balance.record(below, !nearer, columns, split);
    if (mistakes.canInvent) balance.recordSum(invented);
    this.remainders.record(answer, values[1]!, values[2]!, values[3]!);

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
   * Searches the question's mistakes (with `invented` ones too) for the pair that misses the aim least: one
   * from rod `rodU` up on side `uSide` of the answer and one from `rodV` up on side `vSide`, nearer the
   * estimate where the answer is not to be the nearest option. Returns whether the rods wanted gave no pair
   * and a tens mistake stood in for a higher one.
   */
  private search(
    answer: number,
    estimate: number,
    distance: number,
    nearest: boolean,
    nearestMissed: number,
    lowest: number,
    rodU: number,
    rodV: number,
    uSide: number,
    vSide: number,
    invented: boolean,
  ): boolean {
    const { mistakes, pairs } = this;
    const unitsOnly = rodU === 0 && rodV > 0;
    pairs.aim(answer, estimate, distance, nearest, nearestMissed);
    mistakes.list(answer, this.negativeAllowed, lowest, invented);
    // A one-digit answer beside a two-digit option (a carry) would be the shortest option, the one the rules of
    // fewest digits pick: its wrong options are first sought among one-digit numbers.
    pairs.pairFrom(rodU, rodV, unitsOnly, uSide, vSide, !nearest, Math.abs(answer) < 10);
    // Where the pairs on those sides miss by much, pairs on every side; where the rods wanted give no pair (few
    // mistakes fall on them), a tens mistake for a higher one.
    if (pairs.bestMissed > OFF_AIM) pairs.pairFrom(rodU, rodV, unitsOnly, 0, 0, false, false);
    if (pairs.best >= 0 || rodU !== 2) return false;
    mistakes.list(answer, this.negativeAllowed, 1, invented);
    pairs.pairFrom(1, rodV, false, 0, 0, false, false);
    return true;
  }

  /**
   * Whether a units mistake is to give the rank aimed at (`below` options smaller than the answer): mistakes of
   * tens put at most one option below an answer under 20 (none may go below zero), and at most two under 30, so
   * that without one such answers would be the smallest or second smallest option too often. The units column
   * allows it while well inside its bound.
   */
  private unitsForRank(size: number, below: number): boolean {
    if (this.negativeAllowed || size >= 30) return false;
    const wanted = below === 3 || (below === 2 && size < 20);
    return wanted && this.balance.unitsLeak() < UNITS_ROOM;
  }
}
