/** What other modules may use of the gradings: the service the certificates are read through. */
export type { GradingService } from './grading-service.js';
