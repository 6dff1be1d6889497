/**
 * What other modules may use of the exams: its rows and who may read them, its settings, the question
 * generator's use of them, and the exam on the wire for the requests and responses that carry one.
 */
export type { ChoiceQuestion, ExamRow, QuestionRow } from './exams-repository.js';
export { examColumns } from './exam-rows.js';
export { examOfStudentsAdmin, ownedExam, refuseUnconfirmedLevel } from './exam-access.js';
export type { ExamChangeDependencies, ExamsService } from './exams-service.js';
export { flashColumnsOf, flashOf } from './flash.js';
export { isOpenAt, opensNowOrLater, type OpeningTimes } from './opening-times.js';
export { listeningColumnsOf, listeningOf } from './listening.js';
export {
  rangeOf,
  settingsOfExam,
  type ExamQuestionGenerator,
  type GenerationSettings,
  type NumberSettings,
} from './generate-exam-questions.js';
export {
  flashInputSchema,
  flashSchema,
  generationSettingsShape,
  listeningInputSchema,
  listeningSchema,
} from './exam-settings-schemas.js';
export {
  ExamIdParamsSchema,
  ExamSchema,
  exampleExam,
  examMessageResponse,
  type CreateExamBody,
} from './exams-schemas.js';
export { toAdminExam, toExam } from './exams-mappers.js';
export type { StudentExamListRow } from './exam-list-queries.js';
