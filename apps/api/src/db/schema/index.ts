export { admins } from './admins.js';
export { exams, OPERATORS, type Operator } from './exams.js';
export { OPTION_LETTERS, questions, type OptionLetter } from './questions.js';
export { refreshTokens } from './refresh-tokens.js';
export { results } from './results.js';
export { students } from './students.js';
