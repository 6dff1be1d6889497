import { DrawnQuestionSource } from './drawn-question-source.js';
import { gcd, integerRoot } from './integer-math.js';
import { MAX_VALUE } from './limits.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/** An operator as the text shows it, spaces and all: one piece to join on rather than three. */
const spaced = (operator: Operator): string =>
  operator === '+' ? ' + ' : operator === '-' ? ' - ' : operator === '*' ? ' * ' : ' / ';

/**
 * Random questions with any operators, valid by construction: operators are planned first (with the focus
 * somewhere, so every chosen operator gets its share of an exam), then numbers are drawn left to right inside
 * the room the rules leave. A planned operator that cannot be placed is swapped for another that can; if none
 * can, the question simply ends there. The second number always fits (`+`, `*` and `-` accept the smallest
 * number after a plain first one, and a lone `/` always fits as `a / b` with a a multiple of b), so every
 * question has two; one that ends before `minTerms` is no question, and the draw tries again.
 *
 * A first attempt avoids trivial steps (`× 1`, `1 ×`, `÷ 1` and a division whose quotient is 1) and must use
 * the focus; only when it cannot does a second attempt allow them, so settings whose only divisions are
 * `a / a` still get divisions. The state lives in fields, reused from question to question, so that drawing a
 * question allocates little more than its text.
 */
export class ExpressionBuilder extends DrawnQuestionSource {
  private readonly plan: Operator[] = [];
  private planLength = 0;
  private readonly divisors: number[] = [];
  private strict = true;
  private focus: Operator = '+';
  private focusPlaced = false;
  private text = '';
  private count = 0;
  /** The total of the closed terms, whether the open term is subtracted, its bound and its value so far. */
  private closed = 0;
  private subtracting = false;
  private bound = MAX_VALUE;
  private term = 0;
  /** The group last built by `tryGroup`: a factor with the divisions that directly follow it. */
  private factor = 0;
  private divisions = 0;
  private value = 0;

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    super();
  }

  draw(focus: Operator): string | null {
    return this.build(focus, true) ?? this.build(focus, true) ?? this.build(focus, false);
  }

  private build(focus: Operator, strict: boolean): string | null {
    const { random, plan } = this;
    const { operators } = this.settings;
    const length = random.int(this.settings.minTerms, this.settings.maxTerms);
    this.planLength = length - 1;
    for (let slot = 0; slot < this.planLength; slot += 1) {
      plan[slot] = operators[random.int(0, operators.length - 1)]!;
    }
    plan[random.int(0, this.planLength - 1)] = focus;
    this.strict = strict;
    this.focus = focus;
    this.focusPlaced = false;
    this.closed = 0;
    this.subtracting = false;
    this.bound = MAX_VALUE;
    this.count = 0;
    this.text = '';

    // A lone factor fits the whole range, so without the strict rules the first group always exists.
    if (!this.placeGroup(0, 1, MAX_VALUE, false)) return null;
    this.append('');
    while (this.count < length) {
      const slot = this.count - 1;
      const planned = plan[slot]!;
      if (this.tryOperator(planned, slot)) continue;
      const start = random.int(0, operators.length - 1);
      let placed = false;
      for (let i = 0; i < operators.length && !placed; i += 1) {
        const operator = operators[(start + i) % operators.length]!;
        placed = operator !== planned && this.tryOperator(operator, slot);
      }
      if (!placed) break;
    }
    if ((strict && !this.focusPlaced) || this.count < this.settings.minTerms) return null;
    this.handOut(this.subtracting ? this.closed - this.term : this.closed + this.term, this.count);
    return this.text;
  }

  private append(operator: Operator | ''): void {
    const { drawnNumbers, drawnOperators } = this;
    let { count } = this;
    if (operator === this.focus) this.focusPlaced = true;
    this.text = operator === '' ? `${this.factor}` : `${this.text}${spaced(operator)}${this.factor}`;
    if (operator !== '') drawnOperators[count - 1] = operator;
    drawnNumbers[count++] = this.factor;
    for (let i = 0; i < this.divisions; i += 1) {
      this.text = `${this.text} / ${this.divisors[i]!}`;
      drawnOperators[count - 1] = '/';
      drawnNumbers[count++] = this.divisors[i]!;
    }
    if (this.divisions > 0 && this.focus === '/') this.focusPlaced = true;
    this.count = count;
    this.term = this.value;
  }

  private tryOperator(operator: Operator, slot: number): boolean {
    if (operator === '/') return false;
    if (operator === '*') {
      // Multiplying a term of 1 is as trivial as multiplying by 1.
      if (this.strict && this.term === 1) return false;
      if (!this.placeGroup(slot + 1, this.term, this.bound, true)) return false;
      this.append('*');
      return true;
    }
    const total = this.subtracting ? this.closed - this.term : this.closed + this.term;
    let room = MAX_VALUE - total;
    if (operator === '-') {
      // Leaving each planned subtraction an equal share of the total lets long `a - b - c …` chains succeed.
      let ahead = 1;
      for (let next = slot + 1; next < this.planLength; next += 1) if (this.plan[next] === '-') ahead += 1;
      const share = Math.floor(total / ahead);
      room = share >= this.settings.minNumber ? share : total;
    }
    if (room < 1 || !this.placeGroup(slot + 1, 1, room, false)) return false;
    this.closed = total;
    this.subtracting = operator === '-';
    this.bound = room;
    this.append(operator);
    return true;
  }

  /** Tries the planned run of divisions, then shorter ones; the caller replaces a division that did not fit. */
  private placeGroup(slot: number, before: number, bound: number, multiplying: boolean): boolean {
    const { plan, planLength } = this;
    let planned = 0;
    while (slot + planned < planLength && plan[slot + planned] === '/') planned += 1;
    // How many more factors the term has, counting the one about to be drawn.
    let factorsLeft = 1;
    for (let next = slot; next < planLength && plan[next] !== '+' && plan[next] !== '-'; next += 1) {
      if (plan[next] === '*') factorsLeft += 1;
    }
    for (let divisions = planned; divisions >= 0; divisions -= 1) {
      if (this.tryGroup(before, bound, divisions, factorsLeft, multiplying, false)) return true;
      if (divisions > 0 && this.tryGroup(before, bound, divisions, factorsLeft, multiplying, true))
        return true;
    }
    return false;
  }

  /**
   * Builds one group so that every division is exact by construction: the divisors are drawn first, then the
   * factor is drawn among the multiples of what the term so far (`before`) still lacks to be divisible by
   * their product. The term value after the group stays within `bound`, every product within MAX_VALUE.
   */
  private tryGroup(
    before: number,
    bound: number,
    divisions: number,
    factorsLeft: number,
    multiplying: boolean,
    smallestDivisors: boolean,
  ): boolean {
    const { random, strict } = this;
    const { minNumber, maxNumber } = this.settings;
    const ceiling = Math.min(maxNumber, Math.floor(MAX_VALUE / before));
    let product = 1;
    if (divisions > 0) {
      const least = strict ? Math.max(minNumber, 2) : minNumber;
      // Divisors up to half the room leave quotients above 1, so `a / b` is rarely the dull `b / b`; half the
      // time the room is shared evenly between the divisors and the quotient instead, so that all of them vary.
      const widest = smallestDivisors
        ? least
        : random.next() < 0.5
          ? integerRoot(ceiling / 2, divisions)
          : integerRoot(ceiling, divisions + 1);
      const divisorMax = Math.min(maxNumber, Math.max(least, widest));
      if (least > divisorMax) return false;
      for (let i = 0; i < divisions; i += 1) {
        const divisor = random.int(least, divisorMax);
        this.divisors[i] = divisor;
        product *= divisor;
        if (product > MAX_VALUE) return false;
      }
    }
    // Without a division the factor need not make up for anything, and gcd is the slowest step here.
    const step = product === 1 ? 1 : product / gcd(product, before);
    let lowest = Math.ceil(minNumber / step);
    if (strict) {
      if (step === 1 && lowest < 2 && (multiplying || factorsLeft > 1 || divisions > 0)) lowest = 2;
      // A value of at least 2 after the divisions means no quotient along the way is 1.
      if (divisions > 0) lowest = Math.max(lowest, Math.ceil((2 * product) / (before * step)));
    }
    let top = Math.min(ceiling, Math.floor(bound / before) * product);
    if (divisions === 0 && factorsLeft > 1) {
      // Spreading the room over the factors still to come keeps long products possible within MAX_VALUE.
      const share = integerRoot(bound / before, factorsLeft);
      if (share >= lowest) top = Math.min(top, share);
    }
    const highest = Math.floor(top / step);
    if (lowest > highest) return false;
    this.factor = step * random.int(lowest, highest);
    this.divisions = divisions;
    this.value = (before * this.factor) / product;
    return true;
  }
}
