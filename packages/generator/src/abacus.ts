/** The formula an abacus drill practises: which bead moves its questions may and must use. */
export const ABACUS_METHODS = ['direct', 'small-friends', 'big-friends', 'mixed'] as const;

export type AbacusMethod = (typeof ABACUS_METHODS)[number];

export const isAbacusMethod = (value: unknown): value is AbacusMethod =>
  (ABACUS_METHODS as readonly unknown[]).includes(value);

/*
 * The kinds of rod move, as bits of a mask. A rod shows 0–9 with one upper bead worth 5 and four lower beads.
 * DIRECT: the beads needed are free (adding) or set (taking away). FIVE: a 5-complement, the "small friend"
 * (+4 as +5 −1). TEN: a 10-complement, the "big friend" (+7 as −3 and 1 carried to the next rod), its
 * complement moved directly. COMBINED: a 10-complement whose complement itself needs a 5-complement
 * (+6 on a rod showing 5: −4 as −5 +1, and 1 carried).
 */
export const DIRECT = 1;
export const FIVE = 2;
export const TEN = 4;
export const COMBINED = 8;

/** The moves each method allows, and the ones of which a question must contain at least one. */
const ALLOWED: Record<AbacusMethod, number> = {
  direct: DIRECT,
  'small-friends': DIRECT | FIVE,
  'big-friends': DIRECT | TEN,
  mixed: DIRECT | FIVE | TEN | COMBINED,
};
const REQUIRED: Record<AbacusMethod, number> = {
  direct: 0,
  'small-friends': FIVE,
  'big-friends': TEN,
  mixed: FIVE | TEN | COMBINED,
};

export const allowedMoves = (method: AbacusMethod): number => ALLOWED[method];
export const requiredMoves = (method: AbacusMethod): number => REQUIRED[method];

/** Whether `amount` (1–9) can be added to a rod showing `digit` by setting free beads only. */
function addsDirectly(digit: number, amount: number): boolean {
  const lower = digit % 5;
  return amount < 5 ? lower + amount <= 4 : digit < 5 && lower + amount - 5 <= 4;
}

/** Whether `amount` (1–9) can be taken from a rod showing `digit` by clearing set beads only. */
function takesDirectly(digit: number, amount: number): boolean {
  const lower = digit % 5;
  return amount < 5 ? lower >= amount : digit >= 5 && lower >= amount - 5;
}

/** The move that adds `amount` to a rod showing `digit`, not counting the carry it may send on. */
export const addMove = (digit: number, amount: number): number =>
  digit + amount >= 10
    ? takesDirectly(digit, 10 - amount)
      ? TEN
      : COMBINED
    : addsDirectly(digit, amount)
      ? DIRECT
      : FIVE;

/** The move that takes `amount` from a rod showing `digit`, not counting the borrow it may need. */
export const takeMove = (digit: number, amount: number): number =>
  digit < amount
    ? addsDirectly(digit, 10 - amount)
      ? TEN
      : COMBINED
    : takesDirectly(digit, amount)
      ? DIRECT
      : FIVE;

const digitAt = (value: number, place: number): number => Math.floor(value / place) % 10;

/**
 * Every kind of rod move that entering `amount` (0–9) at `place` (1, 10, 100, …) into a soroban showing
 * `total` makes, as a mask: the move on that rod, and each carry or borrow a move on the rods to the left (a
 * cascade, 1 added to a 9, is a 10-complement there too). Subtracting assumes the total has the beads.
 */
export function digitMoves(total: number, subtract: boolean, place: number, amount: number): number {
  if (amount === 0) return 0;
  const digit = digitAt(total, place);
  let moves = subtract ? takeMove(digit, amount) : addMove(digit, amount);
  let going = subtract ? digit < amount : digit + amount >= 10;
  for (let next = place * 10; going; next *= 10) {
    const neighbour = digitAt(total, next);
    moves |= subtract ? takeMove(neighbour, 1) : addMove(neighbour, 1);
    going = subtract ? neighbour === 0 : neighbour === 9;
  }
  return moves;
}

/** The moves of entering `number` into a soroban showing `total`, its digits from the highest down. */
export function termMoves(total: number, subtract: boolean, number: number): number {
  let place = 1;
  while (place * 10 <= number) place *= 10;
  let moves = 0;
  let value = total;
  for (; place >= 1; place /= 10) {
    const amount = digitAt(number, place);
    moves |= digitMoves(value, subtract, place, amount);
    value = subtract ? value - amount * place : value + amount * place;
  }
  return moves;
}

/**
 * The steps of entering `number` into a soroban showing `total` (never more than it shows when taking
 * away), as a child works them: each digit from the highest down on its rod (`step(move, amount, place)`),
 * then each carry or borrow on the rods to its left that needs a friend of its own (1 carried onto a 4 is
 * +5 −4, onto a 9 it carries on); a carry onto free beads is part of the big friend's step.
 */
export function entrySteps(
  total: number,
  subtract: boolean,
  number: number,
  step: (move: number, amount: number, place: number) => void,
): void {
  let place = 1;
  while (place * 10 <= number) place *= 10;
  let value = total;
  for (; place >= 1; place /= 10) {
    const amount = digitAt(number, place);
    if (amount === 0) continue;
    const digit = digitAt(value, place);
    step(subtract ? takeMove(digit, amount) : addMove(digit, amount), amount, place);
    let going = subtract ? digit < amount : digit + amount >= 10;
    for (let next = place * 10; going; next *= 10) {
      const neighbour = digitAt(value, next);
      const move = subtract ? takeMove(neighbour, 1) : addMove(neighbour, 1);
      if (move !== DIRECT) step(move, 1, next);
      going = subtract ? neighbour === 0 : neighbour === 9;
    }
    value = subtract ? value - amount * place : value + amount * place;
  }
}
