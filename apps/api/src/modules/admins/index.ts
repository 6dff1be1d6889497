/** What other modules may use of the admins: the admin's row. */
export type { AdminRow } from './admins-repository.js';
