import {
  DEFAULT_NEGATIVE_SHARE,
  OPERATORS,
  type AbacusMethod,
  type AnswerMode,
  type DigitRange,
  type GeneratorSettings,
  type OperandDigits,
  type Operator,
} from '@abacus/generator';
import { badRequest } from '../../lib/http-error.js';
import type { HeavyWork } from '../../workers/heavy-work.js';
import { generate } from '../../workers/heavy-work-tasks.js';
import type { ExamRow, ChoiceQuestion } from './exams-repository.js';

/**
 * The numbers of an exam's questions, one way of three: a range, digit counts, or the digits of a × ÷ drill's
 * two numbers. More than one way, or none, is the generator's to refuse with its reason.
 */
export interface NumberSettings {
  minNumber?: number | undefined;
  maxNumber?: number | undefined;
  digits: DigitRange | null;
  operandDigits: OperandDigits | null;
}

export interface GenerationSettings extends NumberSettings {
  maxTerms: number;
  minTerms: number;
  /** With digits, the rows' digits in all; null for any. */
  totalDigits: number | null;
  zeros: boolean;
  negativeAnswers: boolean;
  /** With negativeAnswers, the percentage to end below zero; null: the generator's default. */
  negativeShare: number | null;
  answerMode: AnswerMode;
  operators: Operator[];
  total_questions: number;
  total_marks_per_question: number;
  abacusMethod: AbacusMethod | null;
  focus: readonly string[];
  seed?: number | undefined;
}

/** How the exam's numbers were given, from its columns. */
export const numbersOfExam = (exam: ExamRow): NumberSettings =>
  exam.operandLeft !== null && exam.operandRight !== null
    ? { digits: null, operandDigits: { left: exam.operandLeft, right: exam.operandRight } }
    : exam.digitsMin !== null && exam.digitsMax !== null
      ? { digits: { min: exam.digitsMin, max: exam.digitsMax }, operandDigits: null }
      : { minNumber: exam.minNumber, maxNumber: exam.maxNumber, digits: null, operandDigits: null };

/** The settings the exam's questions were made with, to make more like them (with a new seed). */
export const settingsOfExam = (exam: ExamRow): GenerationSettings => ({
  ...numbersOfExam(exam),
  maxTerms: exam.maxTerms,
  minTerms: exam.minTerms,
  totalDigits: exam.totalDigits,
  zeros: exam.zeros,
  negativeAnswers: exam.negativeAnswers,
  negativeShare: exam.negativeShare,
  answerMode: exam.answerMode,
  operators: exam.operators,
  total_questions: exam.totalQuestions,
  total_marks_per_question: exam.totalMarksPerQuestion,
  abacusMethod: exam.abacusMethod,
  focus: exam.focus,
});

const lowest = (digits: number): number => 10 ** (digits - 1);
const highest = (digits: number): number => 10 ** digits - 1;

/** The smallest and largest number the exam lists, whichever way its numbers were given (and accepted). */
export function rangeOf(settings: NumberSettings): { minNumber: number; maxNumber: number } {
  if (settings.digits)
    return { minNumber: lowest(settings.digits.min), maxNumber: highest(settings.digits.max) };
  if (settings.operandDigits) {
    const { left, right } = settings.operandDigits;
    // A drill never multiplies or divides by 1.
    return {
      minNumber: Math.max(2, lowest(Math.min(left, right))),
      maxNumber: highest(Math.max(left, right)),
    };
  }
  return { minNumber: settings.minNumber!, maxNumber: settings.maxNumber! };
}

/** The exam columns that record how its questions were made. */
export type GenerationColumns = Pick<
  ExamRow,
  | 'maxTerms'
  | 'minTerms'
  | 'minNumber'
  | 'maxNumber'
  | 'digitsMin'
  | 'digitsMax'
  | 'totalDigits'
  | 'zeros'
  | 'operandLeft'
  | 'operandRight'
  | 'negativeAnswers'
  | 'negativeShare'
  | 'answerMode'
  | 'operators'
  | 'abacusMethod'
  | 'focus'
  | 'seed'
  | 'generatorVersion'
  | 'totalQuestions'
  | 'totalMarksPerQuestion'
  | 'totalMarks'
>;

/** Up to this many questions are made on the spot; more, on a worker thread (milliseconds per hundred). */
const INLINE_QUESTIONS = 200;

export interface GeneratedExamQuestions {
  questions: ChoiceQuestion[];
  columns: GenerationColumns;
}

/** Questions for the settings, and the exam columns that record them; impossible settings → 400. */
export type ExamQuestionGenerator = (settings: GenerationSettings) => Promise<GeneratedExamQuestions>;

/** Makes small exams on the spot and large ones on the heavy-work threads. */
export function createExamQuestionGenerator(heavyWork: Pick<HeavyWork, 'generate'>): ExamQuestionGenerator {
  return async (settings) => {
    const options: GeneratorSettings = {
      maxTerms: settings.maxTerms,
      minTerms: settings.minTerms,
      minNumber: settings.minNumber,
      maxNumber: settings.maxNumber,
      digits: settings.digits ?? undefined,
      totalDigits: settings.totalDigits ?? undefined,
      zeros: settings.zeros,
      operandDigits: settings.operandDigits ?? undefined,
      negativeAnswers: settings.negativeAnswers,
      negativeShare: settings.negativeShare ?? undefined,
      operators: settings.operators,
      totalQuestions: settings.total_questions,
      marksPerQuestion: settings.total_marks_per_question,
      abacusMethod: settings.abacusMethod ?? undefined,
      focus: settings.focus,
      seed: settings.seed,
      answerMode: settings.answerMode,
    };
    const outcome =
      settings.total_questions > INLINE_QUESTIONS ? await heavyWork.generate(options) : generate(options);
    if (!outcome.ok) throw badRequest(outcome.problem);
    const generated = outcome.exam;
    return {
      questions: generated.questions.map((question, index) => ({
        position: index + 1,
        question: question.question,
        answer: question.answer,
        marks: question.marks,
        optionA: question.option_a,
        optionB: question.option_b,
        optionC: question.option_c,
        optionD: question.option_d,
        correctOption: question.correct_option,
        mistakeA: question.mistakes?.a ?? null,
        mistakeB: question.mistakes?.b ?? null,
        mistakeC: question.mistakes?.c ?? null,
        mistakeD: question.mistakes?.d ?? null,
      })),
      columns: {
        maxTerms: settings.maxTerms,
        minTerms: settings.minTerms,
        ...rangeOf(settings),
        digitsMin: settings.digits?.min ?? null,
        digitsMax: settings.digits?.max ?? null,
        totalDigits: settings.digits ? settings.totalDigits : null,
        zeros: settings.zeros,
        operandLeft: settings.operandDigits?.left ?? null,
        operandRight: settings.operandDigits?.right ?? null,
        negativeAnswers: settings.negativeAnswers,
        negativeShare: settings.negativeAnswers ? (settings.negativeShare ?? DEFAULT_NEGATIVE_SHARE) : null,
        answerMode: settings.answerMode,
        // Stored in one canonical order, as the generator reads them.
        operators: OPERATORS.filter((operator) => settings.operators.includes(operator)),
        abacusMethod: settings.abacusMethod,
        // Sorted and each once, as the generator reads them.
        focus: [...new Set(settings.focus)].sort(),
        seed: generated.seed,
        generatorVersion: generated.version,
        totalQuestions: settings.total_questions,
        totalMarksPerQuestion: settings.total_marks_per_question,
        totalMarks: settings.total_questions * settings.total_marks_per_question,
      },
    };
  };
}
