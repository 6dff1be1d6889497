/** The share of an exam's questions whose answer is to be the option nearest the rounded estimate. */
const NEAREST_SHARE = 0.38;
/**
 * The shares of the answers that working the units column alone, and that a rounded estimate, may find: where
 * one can only be kept down at the other's cost, the exam keeps both as far inside their bounds alike.
 */
const UNITS_BOUND = 0.35;
const NEAREST_BOUND = 0.5;
/**
 * The share of an exam's sums whose options may take a mistake their own moves cannot make, where its real
 * slips give no pair that hides the answer: the rest, 82 % or more, offer only slips a child can make there.
 */
const INVENTED_SHARE = 0.18;

/**
 * What an exam's options have given away so far, question by question, and so what the next question is to aim
 * at: the rank of the answer among its options, whether it is the option nearest the rounded estimate, and how
 * often working the units column alone finds it.
 */
export class OptionBalance {
  /** What a pair misses by for the rank it gives the answer, in the question being chosen for. */
  readonly rankMissed = [0, 0, 0, 0];
  /** How many questions so far had their answer at each rank among the options, smallest first. */
  private readonly ranks = [0, 0, 0, 0];
  /**
   * Of the questions so far: how many had the answer nearest the rounded estimate, how many of two digits or
   * more had options ending in two different digits (the units column then finds it one time in two), and how
   * many of each kind there were.
   */
  private nearestCount = 0;
  private splitLast = 0;
  private questions = 0;
  private twoDigit = 0;
  /** Of the sums so far (rows added and taken away), how many, and how many took an invented mistake. */
  private sums = 0;
  private invented = 0;

  /**
   * The answer's rank to aim at: the one the exam has had least so far, give or take a little chance. Another
   * rank misses by 1, and by 2 more for each question it has had beyond the one aimed at, so that where the
   * aim is out of reach the pair taken gives the rank the exam has had least among those within reach.
   */
  rankAim(jitters: number): number {
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
   * Whether the next answer is to be the option nearest the estimate: as far as the exam has room for, give or
   * take `chance`.
   */
  nearestDue(chance: number): boolean {
    return this.nearestCount + chance < NEAREST_SHARE * (this.questions + 1);
  }

  /**
   * Whether the estimate has given away less of the exam so far than the units column has, each against its
   * bound: where a question can spare only one of them, the one with more room.
   */
  nearestHasMoreRoom(): boolean {
    return this.unitsLeak() / UNITS_BOUND > this.nearestLeak() / NEAREST_BOUND;
  }

  /**
   * What a pair misses by where it makes the answer the nearest option, or not, against the aim `nearest`:
   * missing it costs more the further the exam has drifted from its share that way.
   */
  nearestMissed(nearest: boolean): number {
    const drift = (this.nearestCount - NEAREST_SHARE * this.questions) * (nearest ? -1 : 1);
    return 3 + 2 * (drift > 0 ? drift : 0);
  }

  /**
   * The share of the exam's answers of two digits or more that working the units column alone finds so far: a
   * quarter where all four options end alike, a half where two end in another digit.
   */
  unitsLeak(): number {
    return this.twoDigit === 0 ? 0.25 : 0.25 + (0.25 * this.splitLast) / this.twoDigit;
  }

  /** Whether the next sum's options may take an invented mistake and leave the exam within its share. */
  inventedRoom(): boolean {
    return this.invented + 1 <= INVENTED_SHARE * (this.sums + 1);
  }

  /** Counts in a sum's options: whether they took an invented mistake. */
  recordSum(invented: boolean): void {
    this.sums += 1;
    if (invented) this.invented += 1;
  }

  /**
   * Counts in a question's options: the answer's rank (`below` options are smaller), whether it was the option
   * nearest the estimate, and, for an answer the units column works out (`columns`), whether the options end in
   * more than one digit (`split`).
   */
  record(below: number, nearest: boolean, columns: boolean, split: boolean): void {
    this.ranks[below]! += 1;
    this.questions += 1;
    if (nearest) this.nearestCount += 1;
    if (columns) {
      this.twoDigit += 1;
      if (split) this.splitLast += 1;
    }
  }

  /** The share of the exam's answers so far that are the option nearest the rounded estimate. */
  private nearestLeak(): number {
    return this.questions === 0 ? NEAREST_SHARE : this.nearestCount / this.questions;
  }
}
