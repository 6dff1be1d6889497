/**
 * What other modules may use of the attempts: starting one of their own (today's practice) with questions
 * in an attempt's order, and reading it as its reader sees it.
 */
export { toAttempt } from './attempts-mappers.js';
export { AttemptSchema, exampleAttempt } from './attempts-schemas.js';
export type { AttemptsService, AttemptView } from './attempts-service.js';
export { shuffleForAttempt } from './shuffle-questions.js';
export type { ExpiredAttempts } from './expired-attempts.js';
