import type { GeneratedQuestion } from './generated-question.js';
import { gcd, remainder } from './integer-math.js';

/**
 * Ways a child may answer a four-option question from part of the work, then take the option that fits.
 * Each works the question's own rows, in the order of the question (× and ÷ before + and −), and leaves
 * the options that fit what it worked out. It finds the answer when it leaves exactly one option and that
 * option is the answer; where it leaves several, the child is guessing again.
 *
 * - `units-digit`: the units column alone. The units digit of each row, worked through (no carries), gives
 *   the answer's units digit; it leaves the options ending in that digit. Not for a question that divides
 *   (a quotient's units do not follow from the rows' units), nor for a one-digit answer (that is all of it).
 * - `tens-and-up`: the tens and above alone. Each row drops its units (86 → 80; a one-digit row of a sum
 *   leaves nothing); a one-digit number multiplied or divided by is kept, there being no product without
 *   it. The result with its units dropped is compared with each option's: it leaves the options whose
 *   tens and above are those (86 × 6 → 80 × 6 = 480, so the options from 480 to 489). Not where no row has
 *   units to drop.
 * - `one-significant-figure`: an estimate. Each row rounded to its first digit, half up (86 → 90,
 *   149 → 100, 6 → 6), worked through; it leaves the option nearest that estimate, or the options equally
 *   near. Not where every row already has a single figure (the estimate would be the answer worked out).
 * - `casting-out-nines`: the digit-sum check. A number and its digit sum leave the same remainder by 9, so
 *   the rows' digit sums, worked through, give the answer's remainder by 9; it leaves the options with that
 *   remainder. Dividing by a multiple of 3 loses what the remainder by 9 tells (÷ 6 leaves the remainder by
 *   3 only, ÷ 9 none). Not for an answer from 0 to 8 (its remainder is the answer itself).
 */
export const PARTIAL_RULES = [
  'units-digit',
  'tens-and-up',
  'one-significant-figure',
  'casting-out-nines',
] as const;
export type PartialRule = (typeof PARTIAL_RULES)[number];

/** A question with options, as a child sees it: its expression as stored (`86 * 6`), its answer, the options. */
export interface QuestionWithOptions {
  question: string;
  answer: number;
  options: readonly number[];
}

/** A product of rows (one row alone in a sum), added or taken away. */
interface Term {
  sign: 1 | -1;
  first: number;
  steps: { operator: '*' | '/'; number: number }[];
}

/** The stored expression's terms: single spaces between numbers and `+ - * /`. */
function termsOf(question: string): Term[] {
  const tokens = question.split(' ');
  const terms: Term[] = [{ sign: 1, first: Number(tokens[0]), steps: [] }];
  for (let index = 1; index < tokens.length; index += 2) {
    const operator = tokens[index]!;
    const number = Number(tokens[index + 1]);
    if (operator === '*' || operator === '/') terms.at(-1)!.steps.push({ operator, number });
    else terms.push({ sign: operator === '-' ? -1 : 1, first: number, steps: [] });
  }
  return terms;
}

const inProduct = (term: Term): boolean => term.steps.length > 0;

/** The question worked with each number replaced as `row` says (`multiplied`: within a product). */
function workedWith(terms: readonly Term[], row: (number: number, multiplied: boolean) => number): number {
  return terms.reduce((total, term) => {
    const multiplied = inProduct(term);
    let value = row(term.first, multiplied);
    for (const { operator, number } of term.steps) {
      value = operator === '*' ? value * row(number, true) : value / row(number, true);
    }
    return total + term.sign * value;
  }, 0);
}

const everyNumber = (terms: readonly Term[]): number[] =>
  terms.flatMap((term) => [term.first, ...term.steps.map((step) => step.number)]);

/** `value` modulo `base` from 0 to base − 1, for a negative whole number too. */
const modulo = (value: number, base: number): number =>
  value >= 0 ? remainder(value, base) : remainder(base - remainder(-value, base), base);

/** The options (by index) for which `fits` holds. */
const fitting = (options: readonly number[], fits: (option: number) => boolean): number[] =>
  options.flatMap((option, index) => (fits(option) ? [index] : []));

function unitsDigit(terms: readonly Term[], { answer, options }: QuestionWithOptions): number[] | null {
  if (Math.abs(answer) < 10 || terms.some((term) => term.steps.some((step) => step.operator === '/'))) {
    return null;
  }
  const units = modulo(
    workedWith(terms, (number) => remainder(number, 10)),
    10,
  );
  return fitting(options, (option) => modulo(option, 10) === units);
}

/** A written number without its units digit: 486 → 48, −23 → −2, 342.5 → 34. */
const tensAndUp = (value: number): number => Math.trunc(value / 10);

function tensAndUpOnly(terms: readonly Term[], { options }: QuestionWithOptions): number[] | null {
  const dropped = (number: number, multiplied: boolean) =>
    multiplied && number < 10 ? number : number - remainder(number, 10);
  if (everyNumber(terms).every((number) => remainder(number, 10) === 0)) return null;
  const worked = tensAndUp(workedWith(terms, dropped));
  return fitting(options, (option) => tensAndUp(option) === worked);
}

/** Rounded half up to its first digit: 86 → 90, 149 → 100, 950 → 1000, 6 → 6. */
function firstFigure(number: number): number {
  const place = 10 ** (String(number).length - 1);
  return Math.round(number / place) * place;
}

function oneSignificantFigure(terms: readonly Term[], { options }: QuestionWithOptions): number[] | null {
  if (everyNumber(terms).every((number) => firstFigure(number) === number)) return null;
  const estimate = workedWith(terms, firstFigure);
  const nearest = Math.min(...options.map((option) => Math.abs(option - estimate)));
  return fitting(options, (option) => Math.abs(option - estimate) === nearest);
}

/** What is known of a number from digit sums: its remainder by `modulus` (9, 3, or 1 for nothing). */
interface Remainder {
  residue: number;
  modulus: number;
}

const known = (residue: number, modulus: number): Remainder => ({
  residue: modulo(residue, modulus),
  modulus,
});

/** The inverse of `value` modulo `modulus`, the two having no common factor (modulus 1, 3 or 9). */
function inverse(value: number, modulus: number): number {
  let candidate = 0;
  while (modulo(value * candidate, modulus) !== modulo(1, modulus)) candidate += 1;
  return candidate;
}

function timesRow({ residue, modulus }: Remainder, number: number): Remainder {
  // x = r + m·k, so x·n = r·n + m·n·k: known modulo m·n, of which 9 at most is kept.
  return known(residue * remainder(number, 9), gcd(9, modulus * remainder(number, 9)));
}

function overRow({ residue, modulus }: Remainder, number: number): Remainder {
  // q·n ≡ r (mod m) holds q only modulo m / gcd(n, m): a divisor sharing a 3 with m loses that much.
  const shared = gcd(number, modulus);
  const left = modulus / shared;
  return known((residue / shared) * inverse(number / shared, left), left);
}

function castingOutNines(terms: readonly Term[], { answer, options }: QuestionWithOptions): number[] | null {
  if (answer >= 0 && answer < 9) return null;
  let total = known(0, 9);
  for (const term of terms) {
    let value = known(term.first, 9);
    for (const { operator, number } of term.steps) {
      value = operator === '*' ? timesRow(value, number) : overRow(value, number);
    }
    const modulus = gcd(total.modulus, value.modulus);
    total = known(total.residue + term.sign * value.residue, modulus);
  }
  return fitting(options, (option) => modulo(option, total.modulus) === total.residue);
}

const LEFT_BY: Record<
  PartialRule,
  (terms: readonly Term[], question: QuestionWithOptions) => number[] | null
> = {
  'units-digit': unitsDigit,
  'tens-and-up': tensAndUpOnly,
  'one-significant-figure': oneSignificantFigure,
  'casting-out-nines': castingOutNines,
};

/**
 * The options (by index, in order) a child using only `rule` is left to choose from, or null where the rule
 * does not apply to the question.
 */
export function optionsLeftBy(rule: PartialRule, question: QuestionWithOptions): number[] | null {
  return LEFT_BY[rule](termsOf(question.question), question);
}

/** Whether `rule` alone picks the answer: it leaves exactly one option, and that option is the answer. */
export function partialRuleFindsAnswer(rule: PartialRule, question: QuestionWithOptions): boolean {
  const left = optionsLeftBy(rule, question);
  return left?.length === 1 && question.options[left[0]!] === question.answer;
}

export type PartialRuleRates = Record<PartialRule, number>;

/**
 * The share of the choice questions (0 to 1) each rule alone answers right; null when there are none (an
 * exam whose answers are written has no options to pick from).
 */
export function partialRuleHitRates(questions: readonly GeneratedQuestion[]): PartialRuleRates | null {
  const withOptions = questions.flatMap((question): QuestionWithOptions[] =>
    question.correct_option === null
      ? []
      : [
          {
            question: question.question,
            answer: question.answer,
            options: [question.option_a, question.option_b, question.option_c, question.option_d],
          },
        ],
  );
  if (withOptions.length === 0) return null;
  const rateOf = (rule: PartialRule) =>
    withOptions.filter((question) => partialRuleFindsAnswer(rule, question)).length / withOptions.length;
  return Object.fromEntries(PARTIAL_RULES.map((rule) => [rule, rateOf(rule)])) as PartialRuleRates;
}
