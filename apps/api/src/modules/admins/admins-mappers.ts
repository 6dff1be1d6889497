import type { AdminRow } from './admins-repository.js';
import type { Admin } from './admins-schemas.js';

export const toAdmin = (row: AdminRow): Admin => ({
  admin_id: row.publicId,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  join_code: row.joinCode,
  createdAt: row.createdAt.toISOString(),
});
