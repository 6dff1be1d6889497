export { generateQuestions, type GeneratedExam, type GeneratedQuestion } from './generate-questions.js';
export { GenerationError, type GenerationErrorCode } from './generation-error.js';
export {
  MAX_MARKS,
  MAX_NUMBER,
  MAX_QUESTIONS,
  MAX_SEED,
  MAX_TERMS,
  MAX_VALUE,
  MIN_MARKS,
  MIN_NUMBER,
  MIN_QUESTIONS,
  MIN_TERMS,
} from './limits.js';
export { OPERATORS, type Operator } from './operator.js';
export type { OptionLetter } from './options.js';
export type { GeneratorSettings } from './settings.js';
