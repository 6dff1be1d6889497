import type { StudentWithAdmin } from './students-repository.js';
import type { Student } from './students-schemas.js';

export const toStudent = (row: StudentWithAdmin): Student => ({
  student_id: row.publicId,
  admin_id: row.adminPublicId,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  phone_no: row.phoneNo,
  sclass: row.sclass,
  level: row.level,
  level_confirmed: row.levelConfirmed,
  is_deleted: row.deletedAt !== null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
