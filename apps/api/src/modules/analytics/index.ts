/** What other modules may use of the analytics: a student as the analytics name one. */
export type { NamedStudent } from './analytics-model.js';
