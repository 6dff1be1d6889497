/**
 * What other modules may use of the results: scoring answers, a result's rows and the exam figures kept
 * with it, the service, and a result on the wire.
 */
export { scoreAnswers } from './scoring.js';
export { checkAnswerKinds } from './answer-kinds.js';
export { resultSnapshot } from './result-snapshot.js';
export type { ReportedResult, ResultRow, ResultWithContext } from './results-repository.js';
export type { ResultsService, ReviewedResultRow } from './results-service.js';
export {
  AnswerSchema,
  FeedbackSchema,
  ResultDetailSchema,
  ResultSchema,
  ReviewedResultSchema,
} from './results-schemas.js';
export { createdResultExample, createdResultSchema } from './results-responses.js';
export { toResult, toResultDetail, toReviewedResult } from './results-mappers.js';
