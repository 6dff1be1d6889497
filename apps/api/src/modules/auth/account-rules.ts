import { isUniqueViolation } from '../../db/database-errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import type { Passwords } from '../../lib/passwords.js';

/** Turns a violated uniqueness of username or email into the 409 a client can act on. */
export function accountConflict(error: unknown, table: 'admins' | 'students' | 'parents'): never {
  if (isUniqueViolation(error, `${table}_username_unique`)) throw conflict('This username is already taken');
  if (isUniqueViolation(error, `${table}_email_unique`)) throw conflict('This email is already registered');
  throw error;
}

/** Checks the current password before a password change; returns the new hash. */
export async function newPasswordHash(
  changes: { password?: string | undefined; currentPassword?: string | undefined },
  storedHash: string,
  passwords: Passwords,
): Promise<string | undefined> {
  if (changes.password === undefined) {
    if (changes.currentPassword !== undefined)
      throw badRequest('currentPassword is only needed to change the password');
    return undefined;
  }
  if (changes.currentPassword === undefined) throw badRequest('Send currentPassword to change the password');
  if (!(await passwords.verify(storedHash, changes.currentPassword)))
    throw unauthorized('The current password is incorrect');
  return passwords.hash(changes.password);
}

/** The password time an account's tokens must carry: epoch milliseconds, null when never changed. */
export const passwordChangedAtOf = (account: { passwordChangedAt: Date | null }): number | null =>
  account.passwordChangedAt?.getTime() ?? null;
