import { OPERATORS, type AbacusMethod, type GeneratorSettings, type Operator } from '@abacus/generator';
import { badRequest } from '../../lib/http-error.js';
import type { HeavyWork } from '../../workers/heavy-work.js';
import { generate } from '../../workers/heavy-work-tasks.js';
import type { ExamRow, ChoiceQuestion } from './exams-repository.js';

export interface GenerationSettings {
  maxTerms: number;
  minNumber: number;
  maxNumber: number;
  operators: Operator[];
  total_questions: number;
  total_marks_per_question: number;
  abacusMethod: AbacusMethod | null;
  seed?: number | undefined;
}

/** The settings the exam's questions were made with, to make more like them (with a new seed). */
export const settingsOfExam = (exam: ExamRow): GenerationSettings => ({
  maxTerms: exam.maxTerms,
  minNumber: exam.minNumber,
  maxNumber: exam.maxNumber,
  operators: exam.operators,
  total_questions: exam.totalQuestions,
  total_marks_per_question: exam.totalMarksPerQuestion,
  abacusMethod: exam.abacusMethod,
});

/** The exam columns that record how its questions were made. */
export type GenerationColumns = Pick<
  ExamRow,
  | 'maxTerms'
  | 'minNumber'
  | 'maxNumber'
  | 'operators'
  | 'abacusMethod'
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
      minNumber: settings.minNumber,
      maxNumber: settings.maxNumber,
      operators: settings.operators,
      totalQuestions: settings.total_questions,
      marksPerQuestion: settings.total_marks_per_question,
      abacusMethod: settings.abacusMethod ?? undefined,
      seed: settings.seed,
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
        mistakeA: question.mistakes.a,
        mistakeB: question.mistakes.b,
        mistakeC: question.mistakes.c,
        mistakeD: question.mistakes.d,
      })),
      columns: {
        maxTerms: settings.maxTerms,
        minNumber: settings.minNumber,
        maxNumber: settings.maxNumber,
        // Stored in one canonical order, as the generator reads them.
        operators: OPERATORS.filter((operator) => settings.operators.includes(operator)),
        abacusMethod: settings.abacusMethod,
        seed: generated.seed,
        generatorVersion: generated.version,
        totalQuestions: settings.total_questions,
        totalMarksPerQuestion: settings.total_marks_per_question,
        totalMarks: settings.total_questions * settings.total_marks_per_question,
      },
    };
  };
}
