import {
  type AbacusMethod,
  type AnswerMode,
  type DigitRange,
  type GeneratorSettings,
  type OperandDigits,
  LEVEL_PRESETS,
  type Skill,
  type LevelSettings,
  type Operator,
  DEFAULT_NEGATIVE_SHARE,
  SETTING_BOUNDS,
} from '@abacus/generator';
import { defaultQuestionsPerStudent, defaultReviewWhileOpen, FLASH_DEFAULTS } from '@abacus/contract';
import { examDetailsOf, type ExamDetailsValues } from '@/components/form-fields/exam-details-values';
import { momentForApi } from '@/components/form-fields/exam-fields';
import { i18n } from '@/i18n/i18n';
import { examBuilder as englishWords } from '@/locales/en/exam-builder';
import type { TeacherExam } from '@/types/api';
import { focusChoices } from './focus-skills';

/** Everything the builder asks for: the exam and how its questions are generated. */
export interface BuilderValues extends ExamDetailsValues {
  operators: Operator[];
  minNumber: number;
  maxNumber: number;
  /** Rows by digit count, or the digits of a × ÷ drill's two numbers, instead of the range; null: by range. */
  digits: DigitRange | null;
  /** With rows of mixed digit counts and a fixed count of rows, their digits in all; null for any. */
  totalDigits: number | null;
  operandDigits: OperandDigits | null;
  zeros: boolean;
  minTerms: number;
  maxTerms: number;
  negativeAnswers: boolean;
  /** With negativeAnswers, the percentage of questions to end below zero. */
  negativeShare: number;
  totalQuestions: number;
  marksPerQuestion: number;
  abacusMethod: AbacusMethod | 'none';
  /** The skills every question practises (`add.big.7`); empty for no focus. */
  focus: Skill[];
  /** Flash anzan: milliseconds per number; 0 for a written exam. */
  flashIntervalMs: number;
  /** Flash anzan: the blank after each number, and whether signs and "Number i of n" show. */
  flashGapMs: number;
  flashShowSign: boolean;
  flashShowCounter: boolean;
  /** Listening sums: numbers read aloud a minute; 0 for an exam whose numbers are shown. */
  listeningNumbersPerMinute: number;
  /** How children answer: choose one of four options, or write the number. */
  answerMode: AnswerMode;
  seed: number;
}

/** A seed the generator accepts (0 to 2³² − 1), drawn from the browser's random source. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The level's preset as builder values: every generation setting a class at that level starts from. */
export function presetValues(
  level: number,
): Pick<
  BuilderValues,
  | 'operators'
  | 'minNumber'
  | 'maxNumber'
  | 'digits'
  | 'totalDigits'
  | 'operandDigits'
  | 'zeros'
  | 'minTerms'
  | 'maxTerms'
  | 'negativeAnswers'
  | 'negativeShare'
  | 'totalQuestions'
  | 'abacusMethod'
  | 'focus'
> {
  const preset = LEVEL_PRESETS.find((candidate) => candidate.level === level) ?? LEVEL_PRESETS[0]!;
  const { settings } = preset;
  return {
    operators: [...settings.operators],
    ...rangeOfPreset(settings),
    digits: settings.digits ? { ...settings.digits } : null,
    totalDigits: null,
    operandDigits: settings.operandDigits ? { ...settings.operandDigits } : null,
    zeros: settings.zeros ?? false,
    minTerms: settings.minTerms ?? SETTING_BOUNDS.terms.min,
    negativeAnswers: settings.negativeAnswers ?? false,
    negativeShare: DEFAULT_NEGATIVE_SHARE,
    maxTerms: settings.maxTerms,
    totalQuestions: settings.totalQuestions,
    abacusMethod: settings.abacusMethod ?? 'none',
    focus: [],
  };
}

/**
 * The smallest and largest number a preset's questions show, as the API reports an exam's: every number of
 * the rows' digits, or a drill's two numbers (never 1); a range as given.
 */
function rangeOfPreset({
  digits,
  operandDigits,
  minNumber,
  maxNumber,
}: LevelSettings): Pick<BuilderValues, 'minNumber' | 'maxNumber'> {
  if (digits)
    return { minNumber: digitRange(digits.min).minNumber, maxNumber: digitRange(digits.max).maxNumber };
  if (operandDigits) {
    const { left, right } = operandDigits;
    return {
      minNumber: Math.max(2, digitRange(Math.min(left, right)).minNumber),
      maxNumber: digitRange(Math.max(left, right)).maxNumber,
    };
  }
  return {
    minNumber: minNumber ?? SETTING_BOUNDS.numbers.min,
    maxNumber: maxNumber ?? SETTING_BOUNDS.numbers.max,
  };
}

/** How a test, or practice, keeps its answers unless the teacher says otherwise. */
const integrityDefaults = (type: BuilderValues['type']) => ({
  questionsPerStudent: defaultQuestionsPerStudent(type === 'assessment'),
  reviewWhileOpen: defaultReviewWhileOpen(type === 'assessment'),
});

/**
 * How children answer unless the teacher says otherwise: a test in writing, as the examining bodies' papers
 * are (four options let a child find the answer from part of the work); practice as the level's preset
 * says, by choosing from four where it says nothing.
 */
export function defaultAnswerMode(type: BuilderValues['type'], level: number): AnswerMode {
  if (type === 'assessment') return 'typed';
  const preset = LEVEL_PRESETS.find((candidate) => candidate.level === level);
  return preset?.settings.answerMode ?? 'choice';
}

/**
 * The values after a change in the form: a new level starts again from that level's preset, a new kind
 * from that kind's way of keeping its answers; either from the way of answering they default to.
 */
export function withChanges(values: BuilderValues, changes: Partial<BuilderValues>): BuilderValues {
  const next = { ...values, ...changes };
  // A number range set by hand replaces digits given another way (by the API, say).
  if (changes.minNumber !== undefined || changes.maxNumber !== undefined) {
    next.digits = null;
    next.operandDigits = null;
  }
  // Fewer rows at most than a preset's fixed rows, from a form that asks only for the most: the fewest follow.
  if (changes.maxTerms !== undefined && changes.minTerms === undefined && next.minTerms > next.maxTerms) {
    next.minTerms = next.maxTerms;
  }
  // An exam's numbers are flashed or read aloud, not both: the one just turned on turns the other off.
  if ((changes.flashIntervalMs ?? 0) > 0) next.listeningNumbersPerMinute = 0;
  if ((changes.listeningNumbersPerMinute ?? 0) > 0) next.flashIntervalMs = 0;
  // Flash anzan shows every question with the same count of numbers: the most rows, for all.
  if (next.flashIntervalMs > 0) next.minTerms = next.maxTerms;
  const newLevel = changes.level !== undefined && changes.level !== values.level;
  const newType = changes.type !== undefined && changes.type !== values.type;
  const changed = {
    ...next,
    // The children chosen are at the old level, and would never see an exam of the new one.
    ...(newLevel && { ...presetValues(next.level), students: [] }),
    ...(newType && integrityDefaults(next.type)),
    ...((newLevel || newType) && { answerMode: defaultAnswerMode(next.type, next.level) }),
  };
  // Formulas the new method, operators or numbers cannot practise are no longer asked for.
  const choices = new Set(focusChoices(changed));
  return { ...changed, focus: changed.focus.filter((skill) => choices.has(skill)) };
}

type PractisedLevel = keyof typeof englishWords.levelPractises;

const isPractisedLevel = (key: string): key is PractisedLevel =>
  Object.hasOwn(englishWords.levelPractises, key);

/**
 * What the level practises, in a teacher's words: its preset's, in the language the app speaks (the
 * preset's own English for a level the catalogue does not know yet).
 */
export function practisedAt(level: number): string {
  const preset = LEVEL_PRESETS.find((candidate) => candidate.level === level);
  if (!preset) return '';
  const key = `level${preset.level}`;
  return isPractisedLevel(key) ? i18n.t(`examBuilder:levelPractises.${key}`) : preset.practises;
}

export function initialValues(level = 1): BuilderValues {
  return {
    title: '',
    level,
    duration: 15,
    type: 'practice',
    active: true,
    opensAt: null,
    closesAt: null,
    students: [],
    ...integrityDefaults('practice'),
    ...presetValues(level),
    marksPerQuestion: 1,
    flashIntervalMs: 0,
    flashGapMs: FLASH_DEFAULTS.gapMs,
    flashShowSign: FLASH_DEFAULTS.showSign,
    flashShowCounter: FLASH_DEFAULTS.showCounter,
    listeningNumbersPerMinute: 0,
    answerMode: defaultAnswerMode('practice', level),
    seed: randomSeed(),
  };
}

/** The generator's settings for these values: exactly what the API will use for the same seed. */
export function generatorSettings(values: BuilderValues): GeneratorSettings {
  return {
    operators: values.operators,
    ...numbersOf(values),
    ...(values.zeros && { zeros: true }),
    ...(totalDigitsApply(values) && values.totalDigits !== null && { totalDigits: values.totalDigits }),
    ...(values.negativeAnswers && { negativeAnswers: true, negativeShare: values.negativeShare }),
    minTerms: values.minTerms,
    maxTerms: values.maxTerms,
    totalQuestions: values.totalQuestions,
    marksPerQuestion: values.marksPerQuestion,
    ...(values.abacusMethod !== 'none' && { abacusMethod: values.abacusMethod }),
    ...(values.focus.length > 0 && { focus: values.focus }),
    ...(values.answerMode === 'typed' && { answerMode: 'typed' as const }),
    seed: values.seed,
  };
}

/**
 * Whether a digit total can be asked of these values: rows by digit count of more than one length, every
 * question the same rows, + and − without abacus moves (as the generator takes it).
 */
export function totalDigitsApply(values: BuilderValues): boolean {
  return (
    values.digits !== null &&
    values.operandDigits === null &&
    values.digits.min < values.digits.max &&
    values.minTerms === values.maxTerms &&
    values.abacusMethod === 'none' &&
    values.operators.every((operator) => operator === '+' || operator === '-')
  );
}

/** The numbers one way of three: a × ÷ drill's digits, rows' digit counts, or a range. */
function numbersOf(values: BuilderValues) {
  if (values.operandDigits) return { operandDigits: values.operandDigits };
  if (values.digits) return { digits: values.digits };
  return { minNumber: values.minNumber, maxNumber: values.maxNumber };
}

/** How the questions are generated, in the API's names: what creating and regenerating both send. */
const generationBody = (values: BuilderValues) => ({
  operators: values.operators,
  ...numbersOf(values),
  zeros: values.zeros,
  ...(totalDigitsApply(values) && values.totalDigits !== null && { totalDigits: values.totalDigits }),
  negativeAnswers: values.negativeAnswers,
  ...(values.negativeAnswers && { negativeShare: values.negativeShare }),
  minTerms: values.minTerms,
  maxTerms: values.maxTerms,
  total_questions: values.totalQuestions,
  total_marks_per_question: values.marksPerQuestion,
  answerMode: values.answerMode,
  focus: values.focus,
  seed: values.seed,
});

/** Flash anzan in the API's names. */
const flashOf = (values: BuilderValues) => ({
  intervalMs: values.flashIntervalMs,
  gapMs: values.flashGapMs,
  showSign: values.flashShowSign,
  showCounter: values.flashShowCounter,
});

/** Listening sums in the API's names. */
const listeningOf = (values: BuilderValues) => ({ numbersPerMinute: values.listeningNumbersPerMinute });

/** The body of POST /exam for these values. */
export function createExamBody(values: BuilderValues) {
  return {
    title: values.title.trim(),
    level: values.level,
    duration: values.duration,
    isSingleAttempt: values.type === 'assessment',
    is_active: values.active,
    // Times only on an exam switched on: the API refuses them on a closed one.
    ...(values.active && values.opensAt && { opensAt: momentForApi(values.opensAt) }),
    ...(values.active && values.closesAt && { closesAt: momentForApi(values.closesAt) }),
    questionsPerStudent: values.questionsPerStudent,
    reviewWhileOpen: values.reviewWhileOpen,
    ...(values.students.length > 0 && { students: values.students }),
    ...generationBody(values),
    ...(values.abacusMethod !== 'none' && { abacusMethod: values.abacusMethod }),
    ...(values.flashIntervalMs > 0 && { flash: flashOf(values) }),
    ...(values.listeningNumbersPerMinute > 0 && { listening: listeningOf(values) }),
  };
}

/**
 * The settings an exam's questions were generated with, as builder values, with a new seed. A flash exam
 * made before every question had to flash the same count of numbers gets its most rows for all.
 */
export function valuesOfExam(exam: TeacherExam): BuilderValues {
  return withChanges(valuesAsMade(exam), {});
}

function valuesAsMade(exam: TeacherExam): BuilderValues {
  return {
    ...examDetailsOf(exam),
    operators: [...exam.settings.operators],
    minNumber: exam.settings.minNumber,
    maxNumber: exam.settings.maxNumber,
    digits: exam.settings.digits,
    totalDigits: exam.settings.totalDigits,
    operandDigits: exam.settings.operandDigits,
    zeros: exam.settings.zeros,
    minTerms: exam.settings.minTerms,
    negativeAnswers: exam.settings.negativeAnswers,
    negativeShare: exam.settings.negativeShare ?? DEFAULT_NEGATIVE_SHARE,
    maxTerms: exam.settings.maxTerms,
    totalQuestions: exam.total_questions,
    marksPerQuestion: exam.total_marks_per_question,
    abacusMethod: exam.settings.abacusMethod ?? 'none',
    focus: [...exam.settings.focus],
    flashIntervalMs: exam.flash?.intervalMs ?? 0,
    flashGapMs: exam.flash?.gapMs ?? FLASH_DEFAULTS.gapMs,
    flashShowSign: exam.flash?.showSign ?? FLASH_DEFAULTS.showSign,
    flashShowCounter: exam.flash?.showCounter ?? FLASH_DEFAULTS.showCounter,
    listeningNumbersPerMinute: exam.listening?.numbersPerMinute ?? 0,
    answerMode: exam.answerMode,
    seed: randomSeed(),
  };
}

/** The body of PATCH /exam/{id}/questions for these values: new questions exactly as previewed. */
export function regenerationBody(values: BuilderValues) {
  return {
    ...generationBody(values),
    // The way the numbers are given replaces the exam's: the others are dropped.
    ...(!values.digits && { digits: null }),
    ...(!values.operandDigits && { operandDigits: null }),
    abacusMethod: values.abacusMethod === 'none' ? null : values.abacusMethod,
    flash: values.flashIntervalMs > 0 ? flashOf(values) : null,
    listening: values.listeningNumbersPerMinute > 0 ? listeningOf(values) : null,
  };
}

/** The most digits a number may have: those of the generator's largest number. */
export const MOST_DIGITS = String(SETTING_BOUNDS.numbers.max).length;

/** Numbers of exactly `digits` digits, as a range: 1 → 1–9, 2 → 10–99, 3 → 100–999. */
export function digitRange(digits: number): Pick<BuilderValues, 'minNumber' | 'maxNumber'> {
  return { minNumber: digits === 1 ? 1 : 10 ** (digits - 1), maxNumber: 10 ** digits - 1 };
}

/** The digits a range is exactly, or null for any other range (say 5–50). */
export function digitsOf({ minNumber, maxNumber }: Pick<BuilderValues, 'minNumber' | 'maxNumber'>) {
  for (let digits = 1; digits <= MOST_DIGITS; digits += 1) {
    const range = digitRange(digits);
    if (range.minNumber === minNumber && range.maxNumber === maxNumber) return digits;
  }
  return null;
}
