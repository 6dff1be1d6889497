/** What other modules may use of the students: the student's row, the not-found message, and the wire. */
export type { StudentRow } from './students-repository.js';
export { STUDENT_NOT_FOUND } from './students-service.js';
export { StudentIdParamsSchema, StudentSchema } from './students-schemas.js';
