export { generateQuestions, type GeneratedExam, type GeneratedQuestion } from './generate-questions.js';
export type { ChoiceQuestion, TypedQuestion } from './generated-question.js';
export { GENERATOR_VERSION } from './version.js';
export { GenerationError, type GenerationErrorCode, type Shortfall } from './generation-error.js';
export { LARGEST_FACTOR, MAX_VALUE, SETTING_BOUNDS } from './limits.js';
export { OPERATORS, type Operator } from './operator.js';
export { OPTION_LETTERS, type OptionLetter } from './options.js';
export { MISTAKES, type Mistake } from './mistakes.js';
export {
  ANSWER_MODES,
  type AnswerMode,
  DEFAULT_NEGATIVE_SHARE,
  type DigitRange,
  type GeneratorSettings,
  type OperandDigits,
  MOST_FOCUS_SKILLS,
} from './settings.js';
export { ABACUS_METHODS, type AbacusMethod } from './abacus.js';
export { LEVEL_PRESETS, type LevelPreset, type LevelSettings, type LevelSource } from './level-presets.js';
export {
  compareSkills,
  isSkill,
  skillsMissed,
  skillsOf,
  SKILL_PATTERN,
  type Skill,
  type SkillCounts,
} from './skills.js';
export { presetSkills } from './level-skills.js';
export {
  optionsLeftBy,
  partialRuleFindsAnswer,
  partialRuleHitRates,
  PARTIAL_RULES,
  type PartialRule,
  type PartialRuleRates,
  type QuestionWithOptions,
} from './partial-rules.js';
