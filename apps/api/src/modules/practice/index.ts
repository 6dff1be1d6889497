/** What other modules may use of today's practice: how a child's week of practice stands. */
export type { PracticeService, PracticeWeek } from './practice-service.js';
