export { generateQuestions, type GeneratedExam, type GeneratedQuestion } from './generate-questions.js';
export { GENERATOR_VERSION } from './version.js';
export { GenerationError, type GenerationErrorCode } from './generation-error.js';
export { MAX_VALUE, SETTING_BOUNDS } from './limits.js';
export { OPERATORS, type Operator } from './operator.js';
export { OPTION_LETTERS, type OptionLetter } from './options.js';
export type { GeneratorSettings } from './settings.js';
export { ABACUS_METHODS, type AbacusMethod } from './abacus.js';
export { LEVEL_PRESETS, type LevelPreset, type LevelSettings } from './level-presets.js';
