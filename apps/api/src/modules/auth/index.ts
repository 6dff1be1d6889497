/** What other modules may use of the authentication: the rules every kind of account follows. */
export { accountConflict, newPasswordHash } from './account-rules.js';
