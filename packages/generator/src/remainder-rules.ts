/**
 * Rules a child may guess by from the remainders of the four options alone: the option divisible by 3, the one
 * divisible by 9, the one whose remainder by 3 most options share and the one whose remainder by 3 no other
 * option has. Wrong options that are bead and times-table mistakes keep the answer's remainder or shift it by
 * the mistake's: chosen without care they give such a rule away. Most products of a × drill are multiples of
 * 3, a times-table slip by a multiple of 3 keeps them so and a carry does not, so the answer would often be the
 * one option divisible by 3; small sums are often 0 or 9, the one option divisible by 9.
 */

/** The share of the questions each rule finds by chance: one option in four. */
const CHANCE = 0.25;
/**
 * How far above chance a rule's finds must be for the choice of options to weigh it (below, it costs no time):
 * half a question, and 4 % of the questions so far, so that in a long exam only a rule heading for 30 % is.
 */
const MARGIN = 0.5;
const MARGIN_SHARE = 0.04;
/**
 * What finding the answer costs a rule beyond its distance from chance: the pull that keeps rules whose answers
 * lean their way from drifting up within an exam of ten questions, too short for the distance to grow.
 */
const PULL = 1;
/** What the rules weigh against the answer's rank and the estimate: a rank used once more costs 2. */
const WEIGHT = 2;

/** The rules, in order. */
const DIVISIBLE_BY_3 = 0;
const COMMON_BY_3 = 1;
const OWN_BY_3 = 2;
const DIVISIBLE_BY_9 = 3;
const RULES = 4;

/** The remainder by 3 of each remainder by 9. */
const THIRDS = [0, 1, 2, 0, 1, 2, 0, 1, 2];

/** Scratch: the remainders of the four options, the answer's first. */
const remainders = [0, 0, 0, 0];

/** What a rule finds on average when the letters are shuffled: options tied for its pick share it alike. */
const found = (answerPicked: boolean, picked: number): number => (answerPicked ? 1 / picked : 0);

/** The rule picking an option whose remainder is 0: the answer if it is one of those, or any if none is. */
function divisibleHit(): number {
  let zeros = 0;
  for (let i = 0; i < 4; i += 1) if (remainders[i] === 0) zeros += 1;
  return zeros === 0 ? CHANCE : found(remainders[0] === 0, zeros);
}

/** The rule picking an option whose remainder the most (`most`) or the fewest of the four share. */
function sharedHit(most: boolean): number {
  let wanted = most ? 0 : 5;
  let answers = 0;
  let picked = 0;
  for (let i = 0; i < 4; i += 1) {
    let sharing = 0;
    for (let j = 0; j < 4; j += 1) if (remainders[j] === remainders[i]) sharing += 1;
    if (i === 0) answers = sharing;
    if (most ? sharing > wanted : sharing < wanted) {
      wanted = sharing;
      picked = 0;
    }
    if (sharing === wanted) picked += 1;
  }
  return found(answers === wanted, picked);
}

/** Fills `remainders` with those by `base` of four options, the answer first. */
function remaindersOf(base: number, answer: number, first: number, second: number, both: number): void {
  remainders[0] = modulo(answer, base);
  remainders[1] = modulo(first, base);
  remainders[2] = modulo(second, base);
  remainders[3] = modulo(both, base);
}

/**
 * What the rules by 3 find for every remainder of the answer and of the two mistakes crossed, at
 * `((answer · 3 + u) · 3 + v) · 3` on; and what the rule by 9 finds, at `(answer · 9 + u) · 9 + v`.
 */
const HITS_BY_3 = new Float64Array(3 * 3 * 3 * 3);
const HITS_BY_9 = new Float64Array(9 * 9 * 9);
for (let answer = 0; answer < 3; answer += 1)
  for (let u = 0; u < 3; u += 1)
    for (let v = 0; v < 3; v += 1) {
      remaindersOf(3, answer, answer + u, answer + v, answer + u + v);
      const at = ((answer * 3 + u) * 3 + v) * 3;
      HITS_BY_3[at + DIVISIBLE_BY_3] = divisibleHit();
      HITS_BY_3[at + COMMON_BY_3] = sharedHit(true);
      HITS_BY_3[at + OWN_BY_3] = sharedHit(false);
    }
for (let answer = 0; answer < 9; answer += 1)
  for (let u = 0; u < 9; u += 1)
    for (let v = 0; v < 9; v += 1) {
      remaindersOf(9, answer, answer + u, answer + v, answer + u + v);
      HITS_BY_9[(answer * 9 + u) * 9 + v] = divisibleHit();
    }

/**
 * `value` modulo `base`, from 0 to base − 1 also below zero: in integer arithmetic within 32 bits (many times
 * faster than the floating-point remainder) and by a division beyond.
 */
function modulo(value: number, base: number): number {
  if (value > -0x8000_0000 && value < 0x8000_0000) {
    const remainder = (value | 0) % base;
    return remainder < 0 ? remainder + base : remainder;
  }
  return value - Math.floor(value / base) * base;
}

/**
 * Keeps these rules near chance over an exam. For a pair of mistakes, `cost` is how much further from a quarter
 * of the questions so far it takes the rules' finds, summed (the growth of the sum of their squared
 * distances), plus the pull on every find above chance: below zero where it brings the rules back. The rules
 * are weighed together, once one of them is more than a margin above chance.
 */
export class RemainderRules {
  /** Whether the question being chosen for weighs the rules: if not, every pair costs nothing. */
  weighing = false;
  /** The answers each rule has found so far. */
  private readonly hits = new Float64Array(RULES);
  private questions = 0;
  /** For the question being chosen for: each rule's distance from chance, doubled, plus the pull… */
  private readonly bases = new Float64Array(RULES);
  /** …and where the answer's remainders by 3 and by 9 start in their tables. */
  private by3 = 0;
  private by9 = 0;

  /** Starts a question with this answer. */
  start(answer: number, product: boolean): void {
    const by9 = modulo(answer, 9);
    this.by3 = THIRDS[by9]! * 9;
    this.by9 = by9 * 81;
    const expected = CHANCE * this.questions;
    const margin = MARGIN + MARGIN_SHARE * this.questions;
    // A product of a multiple of 3 stays one by a slip of a multiple of 3 and by no other: there the rules
    // lean the answer's way from the first question of an exam, before any margin is reached.
    let weighing = product && this.by3 === 0;
    for (let rule = 0; rule < RULES; rule += 1) {
      const above = this.hits[rule]! - expected;
      this.bases[rule] = 2 * above + PULL;
      if (above > margin) weighing = true;
    }
    this.weighing = weighing;
  }

  /** How much further from chance the options answer, answer + u, answer + v and answer + u + v take the rules. */
  cost(u: number, v: number): number {
    const { bases } = this;
    const u9 = modulo(u, 9);
    const v9 = modulo(v, 9);
    const at3 = (this.by3 + THIRDS[u9]! * 3 + THIRDS[v9]!) * 3;
    const divisible3 = HITS_BY_3[at3 + DIVISIBLE_BY_3]! - CHANCE;
    const common3 = HITS_BY_3[at3 + COMMON_BY_3]! - CHANCE;
    const own3 = HITS_BY_3[at3 + OWN_BY_3]! - CHANCE;
    const divisible9 = HITS_BY_9[this.by9 + u9 * 9 + v9]! - CHANCE;
    return (
      WEIGHT *
      (divisible3 * (bases[DIVISIBLE_BY_3]! + divisible3) +
        common3 * (bases[COMMON_BY_3]! + common3) +
        own3 * (bases[OWN_BY_3]! + own3) +
        divisible9 * (bases[DIVISIBLE_BY_9]! + divisible9))
    );
  }

  /** Counts what the rules find among the options chosen: the answer and three wrong ones, crossed or not. */
  record(answer: number, first: number, second: number, both: number): void {
    const { hits } = this;
    if (both === first + second - answer) {
      // Two mistakes crossed, as nearly always: as `cost` weighed them.
      const u9 = modulo(first - answer, 9);
      const v9 = modulo(second - answer, 9);
      const at3 = (this.by3 + THIRDS[u9]! * 3 + THIRDS[v9]!) * 3;
      hits[DIVISIBLE_BY_3]! += HITS_BY_3[at3 + DIVISIBLE_BY_3]!;
      hits[COMMON_BY_3]! += HITS_BY_3[at3 + COMMON_BY_3]!;
      hits[OWN_BY_3]! += HITS_BY_3[at3 + OWN_BY_3]!;
      hits[DIVISIBLE_BY_9]! += HITS_BY_9[this.by9 + u9 * 9 + v9]!;
    } else {
      this.recordRemainders(answer, first, second, both);
    }
    this.questions += 1;
  }

  /** What the rules find among four options of any kind, the answer first. */
  private recordRemainders(answer: number, first: number, second: number, both: number): void {
    const { hits } = this;
    remaindersOf(3, answer, first, second, both);
    hits[DIVISIBLE_BY_3]! += divisibleHit();
    hits[COMMON_BY_3]! += sharedHit(true);
    hits[OWN_BY_3]! += sharedHit(false);
    remaindersOf(9, answer, first, second, both);
    hits[DIVISIBLE_BY_9]! += divisibleHit();
  }
}
