/**
 * What other modules may use of the gradings: the service the certificates are read through, and the
 * words of the templates in the certificate's language.
 */
export type { GradingService } from './grading-service.js';
export { templateWordsIn } from './grading-templates.js';
export { GradeRecordSchema } from './grading-schemas.js';
export { toGradeRecord } from './grading-mappers.js';
