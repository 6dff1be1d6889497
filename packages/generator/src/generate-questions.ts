import type { AbacusMethod } from './abacus.js';
import { searchAbacusExhaustively } from './abacus-search.js';
import { AbacusBuilder } from './build-abacus.js';
import { DrillBuilder, everyDrill } from './build-drill.js';
import { ExpressionBuilder } from './build-expression.js';
import { SumBuilder } from './build-sum.js';
import { searchExhaustively, type SearchOutcome } from './exhaustive-search.js';
import { formatExpression, type Expression } from './expression.js';
import { GenerationError, type Shortfall } from './generation-error.js';
import {
  typedQuestion,
  type ChoiceQuestion,
  type GeneratedQuestion,
  type TypedQuestion,
} from './generated-question.js';
import { OptionChooser } from './options.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';
import { createRandom, type Random } from './random.js';
import { resolveSettings, type GeneratorSettings, type ResolvedSettings } from './settings.js';
import { countSimpleQuestions, simpleQuestions } from './simple-families.js';
import { practisesFocus } from './skills.js';
import { GENERATOR_VERSION } from './version.js';

export type { GeneratedQuestion };

export interface GeneratedExam<Question extends GeneratedQuestion = GeneratedQuestion> {
  /** The seed actually used: pass it back with the same settings to regenerate this exam. */
  seed: number;
  /** GENERATOR_VERSION: store it with the seed, since the same seed gives other questions in another version. */
  version: number;
  questions: Question[];
}

/**
 * Random drawing stops after this many draws in a row found nothing new, or after this many draws per
 * question: by then the settings are narrow and the deterministic fallbacks are both faster and certain.
 */
const STALE_DRAWS = 500;
const DRAWS_PER_QUESTION = 10;
/** With a focus, a drawn question must also practise it: this many times the draws before giving up on drawing. */
const FOCUS_DRAWS = 10;

/** Why an abacus method can leave no question at all: every other setting has at least one. */
const METHOD_NEEDS: Record<AbacusMethod, string> = {
  direct: 'each term must go onto the soroban with direct moves only',
  'small-friends':
    'each must use a small friend (a 5-complement, such as +4 as +5 −1), with direct moves otherwise',
  'big-friends':
    'each must use a big friend (a 10-complement, such as +7 as −3 and 1 carried), with direct moves otherwise',
  mixed: 'each must use a small or big friend',
};

/** The settings in a teacher's words, for a message about them. */
function inWords(settings: ResolvedSettings): string {
  const { minNumber, maxNumber, digits, zeros, operandDigits, operators, minTerms, maxTerms, abacusMethod } =
    settings;
  if (operandDigits) {
    const { left, right } = operandDigits;
    const kinds = operators.map((operator) =>
      operator === '*' ? `${left}-digit × ${right}-digit` : `${left}-digit answers ÷ ${right}-digit numbers`,
    );
    const focus = settings.focus.length > 0 ? `, focus ${settings.focus.join(' ')}` : '';
    return `${kinds.join(' and ')}${zeros ? ', with zeros' : ''}${focus}`;
  }
  const numbers = digits
    ? `numbers of ${digits.min === digits.max ? digits.min : `${digits.min}–${digits.max}`} digit${digits.max === 1 ? '' : 's'}`
    : `numbers ${minNumber}–${maxNumber}`;
  const terms =
    minTerms === 2
      ? `up to ${maxTerms} terms`
      : minTerms === maxTerms
        ? `${maxTerms} terms`
        : `${minTerms}–${maxTerms} terms`;
  const method = abacusMethod ? `, abacus method ${abacusMethod}` : '';
  const focus = settings.focus.length > 0 ? `, focus ${settings.focus.join(' ')}` : '';
  return `${numbers}${zeros ? ' with zeros' : ''}, operators ${operators.join(' ')}, ${terms}${method}${focus}`;
}

function notEnough(settings: ResolvedSettings, found: number, outcome: SearchOutcome): GenerationError {
  const { totalQuestions, abacusMethod } = settings;
  const shortfall: Shortfall = {
    asked: totalQuestions,
    found,
    exhausted: outcome === 'exhausted',
    widen: settings.operandDigits ? 'drill' : 'numbers',
    abacusMethod: abacusMethod ?? null,
    focused: settings.focus.length > 0,
  };
  const words = inWords(settings);
  const widen = settings.operandDigits
    ? 'give the numbers more digits or add the other operator'
    : 'widen the number range, allow more terms or add operators';
  if (!shortfall.exhausted) {
    return new GenerationError(
      'NOT_ENOUGH_DISTINCT_QUESTIONS',
      `Could not find ${totalQuestions} distinct questions for these settings (${words}) within the search limit; ask for fewer or ${widen}`,
      shortfall,
    );
  }
  if (found === 0) {
    // A focus the questions cannot carry; with a method, what it asks for; otherwise the rows themselves (so
    // many factors pass 10^12).
    const why =
      settings.focus.length > 0
        ? ': none uses its focus in 40 % of its steps'
        : abacusMethod
          ? `: ${METHOD_NEEDS[abacusMethod]}`
          : '';
    return new GenerationError(
      'NOT_ENOUGH_DISTINCT_QUESTIONS',
      `No question fits these settings (${words})${why}; ${widen}`,
      shortfall,
    );
  }
  return new GenerationError(
    'NOT_ENOUGH_DISTINCT_QUESTIONS',
    `Only ${found} distinct question${found === 1 ? ' exists' : 's exist'} for these settings (${words}); ask for at most ${found} or ${widen}`,
    shortfall,
  );
}

/** The digits of a question's numbers in all: `12 + 3 - 45` has 5. */
function digitsInAll(question: string): number {
  let digits = 0;
  for (let i = 0; i < question.length; i += 1) {
    const code = question.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits;
}

function questionSource(random: Random, settings: ResolvedSettings): QuestionSource {
  if (settings.operandDigits) return new DrillBuilder(random, settings);
  if (settings.abacusMethod) return new AbacusBuilder(random, settings);
  return settings.operators.every((operator) => operator === '+' || operator === '-')
    ? new SumBuilder(random, settings)
    : new ExpressionBuilder(random, settings);
}

/**
 * Draws random questions until there are enough distinct ones. When drawing stalls, a counting argument
 * decides: if always-valid families guarantee enough questions they make up the rest; otherwise the settings
 * are narrow enough to search exhaustively, which either finds the rest or proves they do not exist.
 */
export function generateQuestions(
  settings: GeneratorSettings & { answerMode: 'typed' },
): GeneratedExam<TypedQuestion>;
export function generateQuestions(
  settings: GeneratorSettings & { answerMode?: 'choice' | undefined },
): GeneratedExam<ChoiceQuestion>;
export function generateQuestions(settings: GeneratorSettings): GeneratedExam;
export function generateQuestions(settings: GeneratorSettings): GeneratedExam {
  const resolved = resolveSettings(settings);
  const { operators, totalQuestions, marksPerQuestion, seed } = resolved;
  const random = createRandom(seed);
  const source = questionSource(random, resolved);
  const chooser = new OptionChooser(random, resolved.negativeAnswers);
  // A typed question has no options: the chooser, and the random draws it makes, are for choice exams alone.
  const questionOf: (
    text: string,
    answer: number,
    numbers: readonly number[],
    between: readonly Operator[],
  ) => GeneratedQuestion =
    resolved.answerMode === 'typed'
      ? (text, answer) => typedQuestion(text, answer, marksPerQuestion)
      : (text, answer, numbers, between) => chooser.choose(text, numbers, between, answer, marksPerQuestion);
  // The texts of the questions found: an equal text always has an equal answer.
  const found = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  const focus = new Set(resolved.focus);
  const { totalDigits } = resolved;
  // The fallbacks know nothing of a digit total: their questions are kept only where they make it up.
  const fits = (question: string) =>
    (focus.size === 0 || practisesFocus(question, focus)) &&
    (totalDigits === null || digitsInAll(question) === totalDigits);

  const drawFactor = focus.size === 0 ? 1 : FOCUS_DRAWS;
  const drawLimit = DRAWS_PER_QUESTION * totalQuestions * drawFactor;
  for (
    let draws = 0, stale = 0;
    found.size < totalQuestions && stale < STALE_DRAWS * drawFactor && draws < drawLimit;
    draws += 1
  ) {
    // Rotating the operator each draw must contain makes every chosen operator show up in an exam, and an
    // operator whose questions have run out cannot stall the others.
    const candidate = source.draw(operators[draws % operators.length]!);
    const question = candidate !== null && fits(candidate) ? candidate : null;
    const before = found.size;
    if (question !== null) found.add(question);
    if (found.size > before) {
      questions.push(questionOf(question!, source.answer, source.numbers, source.operators));
      source.kept?.(question!);
      stale = 0;
    } else {
      stale += 1;
    }
  }
  const drawn = found.size;
  if (drawn < totalQuestions) {
    const add = (expression: Expression): boolean => {
      const question = formatExpression(expression);
      if (!found.has(question) && fits(question)) {
        found.add(question);
        const { operands, operators: between, answer } = expression;
        questions.push(questionOf(question, answer, operands, between));
      }
      return found.size >= totalQuestions;
    };
    if (resolved.abacusMethod) {
      // The always-valid families are not drills of a method: only the search knows what the method allows.
      const outcome = searchAbacusExhaustively(random, resolved, add);
      if (outcome !== 'filled') throw notEnough(resolved, found.size, outcome);
    } else if (resolved.operandDigits) {
      for (const expression of everyDrill(resolved)) if (add(expression)) break;
      if (found.size < totalQuestions) throw notEnough(resolved, found.size, 'exhausted');
    } else if (countSimpleQuestions(resolved) >= totalQuestions) {
      for (const expression of simpleQuestions(resolved)) if (add(expression)) break;
    } else {
      const outcome = searchExhaustively(random, resolved, add);
      if (outcome !== 'filled') throw notEnough(resolved, found.size, outcome);
    }
    // Drawn questions come in random order already; those from a fallback must not cluster at the end.
    random.shuffle(questions);
  }
  return { seed, version: GENERATOR_VERSION, questions };
}
