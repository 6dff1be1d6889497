/**
 * A soroban replayed bead by bead, written apart from the generator's move logic: each rod has one upper
 * ("heaven") bead worth 5 and four lower ("earth") beads worth 1. A number is entered from its highest digit
 * down; each digit is set on its rod with the first of these that the beads allow, and every rod move is
 * recorded with its kind:
 * - direct: the beads needed are free (adding) or set (taking away);
 * - five: a 5-complement, a "small friend" (+3 as +5 −2, −3 as −5 +2);
 * - ten: a 10-complement, a "big friend" (+7 as −3 and 1 carried, −7 as +3 and 1 borrowed), its
 *   complement moved directly; the carry or borrow is a move on the next rod, recorded in its own right;
 * - combined: a 10-complement whose complement needs a 5-complement (+6 on 5: −4 as −5 +1, and 1 carried).
 * Each move also records the slips it allows, as what each would add to the soroban's final value: its heaven
 * bead left as it was (±5 on its rod), one earth bead too many or too few (±1 on its rod), its carry or borrow
 * forgotten (∓1 on the next rod).
 */
export type MoveKind = 'direct' | 'five' | 'ten' | 'combined';

interface Rod {
  heaven: boolean;
  earth: number;
}

export class Soroban {
  readonly moves: MoveKind[] = [];
  /** What each slip a move allows would add to the final value, in the order the moves were made. */
  readonly slips: number[] = [];
  private readonly rods: Rod[] = [];

  get value(): number {
    return this.rods.reduce((sum, rod, place) => sum + ((rod.heaven ? 5 : 0) + rod.earth) * 10 ** place, 0);
  }

  /** Adds or takes away a whole number, its digits from the highest down. */
  enter(number: number, subtract: boolean): void {
    const digits = String(number);
    for (let i = 0; i < digits.length; i += 1) {
      const amount = Number(digits[i]);
      if (amount === 0) continue;
      const place = digits.length - 1 - i;
      if (subtract) this.take(place, amount);
      else this.add(place, amount);
    }
  }

  private rod(place: number): Rod {
    while (this.rods.length <= place) this.rods.push({ heaven: false, earth: 0 });
    return this.rods[place]!;
  }

  private add(place: number, amount: number): void {
    const rod = this.rod(place);
    if (setBeads(rod, amount)) {
      this.moves.push('direct');
      this.beadSlips(place, amount, 1);
    } else if (amount < 5 && !rod.heaven && rod.earth >= 5 - amount) {
      rod.heaven = true;
      rod.earth -= 5 - amount;
      this.moves.push('five');
      this.beadSlips(place, 5, 1);
      this.beadSlips(place, 5 - amount, -1);
    } else {
      this.takeComplement(rod, place, 10 - amount);
      this.slips.push(-(10 ** (place + 1)));
      this.add(place + 1, 1);
    }
  }

  private take(place: number, amount: number): void {
    if (place >= this.rods.length) throw new Error('took more than the soroban shows');
    const rod = this.rod(place);
    if (clearBeads(rod, amount)) {
      this.moves.push('direct');
      this.beadSlips(place, amount, -1);
    } else if (amount < 5 && rod.heaven && rod.earth < amount) {
      rod.heaven = false;
      rod.earth += 5 - amount;
      this.moves.push('five');
      this.beadSlips(place, 5, -1);
      this.beadSlips(place, 5 - amount, 1);
    } else {
      this.addComplement(rod, place, 10 - amount);
      this.slips.push(10 ** (place + 1));
      this.take(place + 1, 1);
    }
  }

  /**
   * The slips of setting (`sign` 1) or clearing (−1) `amount` on the rod at `place` bead by bead: the heaven
   * bead not moved, one earth bead too many or too few.
   */
  private beadSlips(place: number, amount: number, sign: number): void {
    const power = 10 ** place;
    if (amount >= 5) this.slips.push(-sign * 5 * power);
    if (amount % 5 !== 0) this.slips.push(power, -power);
  }

  /** The first half of a big friend when adding: take the complement away from this rod. */
  private takeComplement(rod: Rod, place: number, complement: number): void {
    if (clearBeads(rod, complement)) {
      this.moves.push('ten');
      this.beadSlips(place, complement, -1);
    } else if (complement < 5 && rod.heaven && rod.earth < complement) {
      rod.heaven = false;
      rod.earth += 5 - complement;
      this.moves.push('combined');
      this.beadSlips(place, 5, -1);
      this.beadSlips(place, 5 - complement, 1);
    } else {
      throw new Error(`cannot take ${complement} from a rod`);
    }
  }

  /** The first half of a big friend when taking away: add the complement to this rod. */
  private addComplement(rod: Rod, place: number, complement: number): void {
    if (setBeads(rod, complement)) {
      this.moves.push('ten');
      this.beadSlips(place, complement, 1);
    } else if (complement < 5 && !rod.heaven && rod.earth >= 5 - complement) {
      rod.heaven = true;
      rod.earth -= 5 - complement;
      this.moves.push('combined');
      this.beadSlips(place, 5, 1);
      this.beadSlips(place, 5 - complement, -1);
    } else {
      throw new Error(`cannot add ${complement} to a rod`);
    }
  }
}

/** Sets `amount` on a rod with free beads only: the heaven bead for 5 and over, earth beads for the rest. */
function setBeads(rod: Rod, amount: number): boolean {
  const heaven = amount >= 5;
  const earth = amount % 5;
  if ((heaven && rod.heaven) || rod.earth + earth > 4) return false;
  if (heaven) rod.heaven = true;
  rod.earth += earth;
  return true;
}

/** Clears `amount` from a rod, set beads only. */
function clearBeads(rod: Rod, amount: number): boolean {
  const heaven = amount >= 5;
  const earth = amount % 5;
  if ((heaven && !rod.heaven) || rod.earth < earth) return false;
  if (heaven) rod.heaven = false;
  rod.earth -= earth;
  return true;
}

/** Replays a `+ -` question from a cleared soroban; throws if the soroban does not show each running total. */
export function replay(question: string): { moves: MoveKind[]; slips: number[]; value: number } {
  const soroban = new Soroban();
  const tokens = question.split(' ');
  let expected = 0;
  for (let i = 0; i < tokens.length; i += 2) {
    const number = Number(tokens[i]);
    const subtract = tokens[i - 1] === '-';
    soroban.enter(number, subtract);
    expected = subtract ? expected - number : expected + number;
    if (soroban.value !== expected) throw new Error(`the soroban shows ${soroban.value}, not ${expected}`);
  }
  return { moves: soroban.moves, slips: soroban.slips, value: soroban.value };
}

/** The moves each method allows, and the complements of which a question must use at least one. */
export const METHOD_RULES = {
  direct: { allowed: ['direct'], required: [] },
  'small-friends': { allowed: ['direct', 'five'], required: ['five'] },
  'big-friends': { allowed: ['direct', 'ten'], required: ['ten'] },
  mixed: { allowed: ['direct', 'five', 'ten', 'combined'], required: ['five', 'ten', 'combined'] },
} as const satisfies Record<string, { allowed: MoveKind[]; required: MoveKind[] }>;

/** Whether the moves are all the method's and, where it needs one, include its complement. */
export function fitsMethod(moves: readonly MoveKind[], method: keyof typeof METHOD_RULES): boolean {
  const { allowed, required } = METHOD_RULES[method];
  return (
    moves.every((move) => (allowed as readonly MoveKind[]).includes(move)) &&
    (required.length === 0 || moves.some((move) => (required as readonly MoveKind[]).includes(move)))
  );
}

/**
 * The wrong answers one real slip gives in a `+ -` question: a bead slip of a move its replay makes, a row
 * left out, a row's sign read the wrong way (not the first's), a row set one rod too far left (×10), or, for a
 * row ending in 0, one rod too far right.
 */
export function realisticWrongAnswers(question: string): Set<number> {
  const { slips, value: answer } = replay(question);
  const wrong = new Set(slips.map((slip) => answer + slip));
  const tokens = question.split(' ');
  for (let i = 0; i < tokens.length; i += 2) {
    const signed = tokens[i - 1] === '-' ? -Number(tokens[i]) : Number(tokens[i]);
    if (tokens.length > 1) wrong.add(answer - signed);
    if (i > 0) wrong.add(answer - 2 * signed);
    wrong.add(answer + 9 * signed);
    if (signed % 10 === 0) wrong.add(answer - 0.9 * signed);
  }
  wrong.delete(answer);
  return wrong;
}
