export {
  GRADES,
  MAX_DURATION,
  MAX_EMAIL_LENGTH,
  MAX_EXAM_TITLE_LENGTH,
  MAX_FLASH_GAP_MS,
  MAX_FLASH_INTERVAL_MS,
  MAX_FULLNAME_LENGTH,
  MAX_GRADE,
  MAX_LISTENING_NUMBERS_PER_MINUTE,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_DIGITS,
  MAX_PHONE_LENGTH,
  MAX_SEARCH_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_DURATION,
  MIN_EXAM_TITLE_LENGTH,
  MIN_FLASH_GAP_MS,
  MIN_FLASH_INTERVAL_MS,
  MIN_FULLNAME_LENGTH,
  MIN_GRADE,
  MIN_LISTENING_NUMBERS_PER_MINUTE,
  MIN_PASSWORD_LENGTH,
  MIN_PHONE_DIGITS,
  MIN_USERNAME_LENGTH,
} from './limits.js';
export { CONTROL_CHARACTERS, cleanText, textOfLength } from './clean-text.js';
export { wholeNumber } from './whole-number.js';
export { fullnameSchema } from './fullname.js';
export { fileNameOf } from './file-name.js';
export { codeGroups, DEFAULT_SLIPS, MOST_SLIPS, SLIPS_PER_PAGE } from './join-slips.js';
export { durationInWords, type DurationUnits } from './duration.js';
export { usernameSchema } from './username.js';
export { emailSchema } from './email.js';
export { phoneSchema } from './phone.js';
export { blankAsNull } from './optional-field.js';
export { passwordSchema } from './password.js';
export { gradeSchema } from './grade.js';
export {
  defaultQuestionsPerStudent,
  defaultReviewWhileOpen,
  examDurationSchema,
  examTitleSchema,
  FLASH_DEFAULTS,
  flashGapSchema,
  flashIntervalSchema,
  listeningPaceSchema,
  REVIEW_WHILE_OPEN_OPTIONS,
  type ReviewWhileOpen,
} from './exam-fields.js';
export {
  API_VARIABLE_GROUPS,
  API_VARIABLES,
  PRODUCTION_DOCKER_VARIABLES,
  defaultOf,
  type EnvironmentVariable,
  type EnvironmentVariableGroup,
} from './environment-variables.js';
export { renderEnvExample } from './env-example.js';
export { TIME_ZONES } from './time-zones.js';
export {
  DEFAULT_NEAR_PASS_PERCENT,
  GRADING_OUTCOMES,
  MAX_GRADING_AWARDS,
  MAX_GRADE_NAME_LENGTH,
  MAX_GRADING_SECTIONS,
  MAX_NEAR_PASS_PERCENT,
  MAX_SCHOOL_LENGTH,
  PASS_RULES,
  type GradingOutcome,
  type PassRule,
} from './grading.js';
export {
  DEFAULT_SECONDS_TO_ANSWER,
  MAX_SECONDS_TO_ANSWER,
  MIN_SECONDS_TO_ANSWER,
  ROUND_CODE_LENGTH,
  ROUND_STATES,
  type RoundState,
} from './round.js';
export {
  ROUND_CHANGES,
  type ExamChange,
  type ExamEventData,
  type ResultChange,
  type ResultEventData,
  type RoundChange,
  type RoundEventData,
  type StreamEvent,
} from './live-events.js';
export { MAX_SPOKEN, numberWords, SPEECH_LANGS, spokenTerm, type SpokenLanguage } from './number-words.js';
export {
  fastestListeningPace,
  secondsToSay,
  syllablesOf,
  typicalTermSeconds,
  type SpokenNumbers,
} from './spoken-length.js';
