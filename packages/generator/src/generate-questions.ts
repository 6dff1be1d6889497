import { buildExpression } from './build-expression.js';
import { searchExhaustively, type SearchOutcome } from './exhaustive-search.js';
import { formatExpression, type Expression } from './expression.js';
import { GenerationError } from './generation-error.js';
import { chooseOptions, type OptionLetter } from './options.js';
import { resolveSettings, type GeneratorSettings, type ResolvedSettings } from './settings.js';
import { countSimpleQuestions, simpleQuestions } from './simple-families.js';
import { createRandom } from './random.js';

export interface GeneratedQuestion {
  /** e.g. `12 + 7 * 3 - 5`: single spaces, `*` and `/`. */
  question: string;
  answer: number;
  marks: number;
  option_a: number;
  option_b: number;
  option_c: number;
  option_d: number;
  correct_option: OptionLetter;
}

export interface GeneratedExam {
  /** The seed actually used: pass it back with the same settings to regenerate this exam. */
  seed: number;
  questions: GeneratedQuestion[];
}

/**
 * Random drawing stops after this many draws in a row found nothing new, or after this many draws per
 * question: by then the settings are narrow and the deterministic fallbacks are both faster and certain.
 */
const STALE_DRAWS = 500;
const DRAWS_PER_QUESTION = 10;

function notEnough(settings: ResolvedSettings, found: number, outcome: SearchOutcome): GenerationError {
  const { minNumber, maxNumber, operators, maxTerms, totalQuestions } = settings;
  const described = `numbers ${minNumber}–${maxNumber}, operators ${operators.join(' ')}, up to ${maxTerms} terms`;
  const widen = 'widen the number range, allow more terms or add operators';
  return new GenerationError(
    'NOT_ENOUGH_DISTINCT_QUESTIONS',
    outcome === 'exhausted'
      ? `Only ${found} distinct question${found === 1 ? ' exists' : 's exist'} for these settings (${described}); ask for at most ${found} or ${widen}`
      : `Could not find ${totalQuestions} distinct questions for these settings (${described}) within the search limit; ask for fewer or ${widen}`,
  );
}

/**
 * Draws random questions until there are enough distinct ones. When drawing stalls, a counting argument
 * decides: if always-valid families guarantee enough questions they make up the rest; otherwise the settings
 * are narrow enough to search exhaustively, which either finds the rest or proves they do not exist.
 */
export function generateQuestions(settings: GeneratorSettings): GeneratedExam {
  const resolved = resolveSettings(settings);
  const { operators, totalQuestions, marksPerQuestion, seed } = resolved;
  const random = createRandom(seed);
  const found = new Map<string, Expression>();
  const add = (expression: Expression): boolean => {
    const text = formatExpression(expression);
    if (!found.has(text)) found.set(text, expression);
    return found.size >= totalQuestions;
  };

  const drawLimit = DRAWS_PER_QUESTION * totalQuestions;
  for (
    let draws = 0, stale = 0;
    found.size < totalQuestions && stale < STALE_DRAWS && draws < drawLimit;
    draws += 1
  ) {
    const before = found.size;
    // Rotating the operator each draw must contain makes every chosen operator show up in an exam, and an
    // operator whose questions have run out cannot stall the others.
    add(buildExpression(random, resolved, operators[draws % operators.length]!));
    stale = found.size > before ? 0 : stale + 1;
  }
  if (found.size < totalQuestions) {
    if (countSimpleQuestions(resolved) >= totalQuestions) {
      for (const expression of simpleQuestions(resolved)) if (add(expression)) break;
    } else {
      const outcome = searchExhaustively(random, resolved, add);
      if (outcome !== 'filled') throw notEnough(resolved, found.size, outcome);
    }
  }

  // Shuffled so that questions from a fallback do not cluster at the end of the exam.
  const questions = random.shuffle([...found]).map(([question, { answer }]): GeneratedQuestion => {
    const { options, correct } = chooseOptions(random, answer);
    const [a, b, c, d] = options;
    return {
      question,
      answer,
      marks: marksPerQuestion,
      option_a: a,
      option_b: b,
      option_c: c,
      option_d: d,
      correct_option: correct,
    };
  });
  return { seed, questions };
}
