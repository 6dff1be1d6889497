import { DrawnQuestionSource } from './drawn-question-source.js';
import { NumberDrawer } from './numbers.js';
import type { Operator } from './operator.js';
import type { Random } from './random.js';
import type { ResolvedSettings } from './settings.js';

/**
 * Random `+ -` questions: the drills most exams are, drawn without the bookkeeping products and divisions
 * need. Numbers are drawn left to right; a subtraction takes at most the running total, and when several are
 * planned each gets an equal share of it, so long `a - b - c …` chains succeed. A subtraction that cannot be
 * placed becomes an addition, or ends the question when `+` is not allowed (then a question shorter than
 * `minTerms` is no question). With `negativeAnswers`, `negativeShare` per cent of the questions kept are to end
 * below zero: for one of those a subtraction takes any number and the draw counts only if the total ends below
 * 0; the others are drawn as without it.
 */
export class SumBuilder extends DrawnQuestionSource {
  private readonly plan: Operator[] = [];
  private readonly canAdd: boolean;
  private readonly numbersDrawn: NumberDrawer;
  /** The questions kept so far, and how many of them end below zero. */
  private keptCount = 0;
  private keptBelowZero = 0;
  private readonly canSubtract: boolean;
  /** With totalDigits, the digit count of each row of the question being drawn. */
  private readonly rowDigits: number[] = [];

  constructor(
    private readonly random: Random,
    private readonly settings: ResolvedSettings,
  ) {
    super();
    this.canAdd = settings.operators.includes('+');
    this.canSubtract = settings.operators.includes('-');
    this.numbersDrawn = new NumberDrawer(random, settings);
  }

  draw(focus: Operator): string | null {
    const { random, plan } = this;
    const { minNumber, maxNumber, operators, negativeShare } = this.settings;
    const slots = random.int(this.settings.minTerms, this.settings.maxTerms) - 1;
    for (let slot = 0; slot < slots; slot += 1) plan[slot] = operators[random.int(0, operators.length - 1)]!;
    plan[random.int(0, slots - 1)] = focus;
    // Below zero as often as the exam still has room for, give or take a little chance.
    const belowZero =
      negativeShare > 0 &&
      this.canSubtract &&
      100 * (this.keptBelowZero + random.int(0, 999) / 1000) < negativeShare * (this.keptCount + 1);
    let subtractionsAhead = 0;
    for (let slot = 0; slot < slots; slot += 1) if (plan[slot] === '-') subtractionsAhead += 1;
    // A question to end below zero takes away at least once.
    if (belowZero && subtractionsAhead === 0) {
      plan[random.int(0, slots - 1)] = '-';
      subtractionsAhead = 1;
    }

    if (this.settings.totalDigits !== null) this.planDigits(slots + 1);

    let total = this.next(minNumber, maxNumber, 0);
    if (total === 0) return null;
    let text = `${total}`;
    const { drawnNumbers: numbers, drawnOperators: used } = this;
    numbers[0] = total;
    let count = 1;
    for (let slot = 0; slot < slots; slot += 1) {
      if (plan[slot] === '-') {
        subtractionsAhead -= 1;
        const share = Math.floor(total / (1 + subtractionsAhead));
        const room = belowZero ? maxNumber : share >= minNumber ? share : total;
        if (room >= minNumber) {
          const number = this.next(minNumber, room, count);
          // A row of the digits planned does not fit under the total: drawn again.
          if (number === 0) return null;
          total -= number;
          text = `${text} - ${number}`;
          used[count - 1] = '-';
          numbers[count++] = number;
          continue;
        }
        if (!this.canAdd) break;
      }
      const number = this.next(minNumber, maxNumber, count);
      if (number === 0) return null;
      total += number;
      text = `${text} + ${number}`;
      used[count - 1] = '+';
      numbers[count++] = number;
    }
    if (count < this.settings.minTerms || (belowZero && total >= 0)) return null;
    this.handOut(total, count);
    return text;
  }

  /** The number of row `row` in [low, high]: of the digits planned for it with totalDigits (0 if none fits). */
  private next(low: number, high: number, row: number): number {
    return this.settings.totalDigits === null
      ? this.numbersDrawn.draw(low, high)
      : this.numbersDrawn.drawDigits(low, high, this.rowDigits[row]!);
  }

  /**
   * Each of the `rows` rows' digit counts, totalDigits in all: every row at the fewest digits, then the digits
   * left over given one at a time to rows drawn among those with room, so that every mix is possible.
   */
  private planDigits(rows: number): void {
    const { random, rowDigits } = this;
    const { min, max } = this.settings.digits!;
    for (let row = 0; row < rows; row += 1) rowDigits[row] = min;
    for (let left = this.settings.totalDigits! - rows * min; left > 0; left -= 1) {
      let row = random.int(0, rows - 1);
      while (rowDigits[row]! >= max) row = row + 1 === rows ? 0 : row + 1;
      rowDigits[row]! += 1;
    }
  }

  kept(): void {
    this.keptCount += 1;
    if (this.answer < 0) this.keptBelowZero += 1;
  }
}
