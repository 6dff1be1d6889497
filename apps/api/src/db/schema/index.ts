export { admins } from './admins.js';
export { attemptQuestions } from './attempt-questions.js';
export { attempts } from './attempts.js';
export { exams } from './exams.js';
export { questions } from './questions.js';
export { refreshTokens } from './refresh-tokens.js';
export { results } from './results.js';
export { students } from './students.js';
export { gradings, gradingSections } from './gradings.js';
