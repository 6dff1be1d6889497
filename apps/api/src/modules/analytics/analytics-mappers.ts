import type { StudentRow } from '../students/index.js';
import type { StudentSummary } from './analytics-schemas.js';

export const toStudentSummary = (row: StudentRow): StudentSummary => ({
  student_id: row.publicId,
  fullname: row.fullname,
  username: row.username,
  sclass: row.sclass,
  level: row.level,
});
