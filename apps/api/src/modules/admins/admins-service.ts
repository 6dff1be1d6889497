import { isUniqueViolation } from '../../db/database-errors.js';
import { newJoinCode } from '../../domain/join-code.js';
import type { AdminAccount } from '../../domain/roles.js';
import { requireSomeChange } from '../../lib/changes.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import type { Passwords } from '../../lib/passwords.js';
import { accountConflict, newPasswordHash } from '../auth/index.js';
import type { DataAccess } from '../data-access.js';
import type { AdminRow } from './admins-repository.js';
import type { RegisterAdminBody, UpdateAdminBody } from './admins-schemas.js';

/** How many codes to draw before giving up: a clash is about one in 10^8 even at 10,000 classes. */
const JOIN_CODE_DRAWS = 3;

/**
 * Runs `write` with a new join code, drawing again when the code is already some class's, or is
 * `current` (a changed code must differ from the one it replaces).
 */
async function withNewJoinCode<T>(
  write: (joinCode: string) => Promise<T>,
  current: string | null = null,
): Promise<T> {
  for (let draw = 1; ; draw++) {
    const joinCode = newJoinCode();
    try {
      if (joinCode !== current) return await write(joinCode);
    } catch (error) {
      if (!isUniqueViolation(error, 'admins_join_code_unique')) throw error;
    }
    if (draw === JOIN_CODE_DRAWS) throw new Error(`no free join code in ${JOIN_CODE_DRAWS} draws`);
  }
}

export function createAdminsService({
  data,
  passwords,
  registrationOpen,
}: {
  data: Pick<DataAccess, 'admins' | 'transaction'>;
  passwords: Passwords;
  registrationOpen: boolean;
}) {
  /** The signed-in admin's own row (the authentication has just seen it live). */
  async function profile(publicId: string): Promise<AdminRow> {
    const admin = await data.admins.findLiveByPublicId(publicId);
    if (!admin) throw unauthorized('This account no longer exists', { invalidToken: true });
    return admin;
  }

  return {
    profile,

    /** A new class takes self-registrations from the start: it gets a join code. */
    async register({ password, ...fields }: RegisterAdminBody): Promise<AdminRow> {
      if (!registrationOpen) throw forbidden('Admin registration is closed on this server');
      const passwordHash = await passwords.hash(password);
      try {
        return await withNewJoinCode((joinCode) => data.admins.insert({ ...fields, passwordHash, joinCode }));
      } catch (error) {
        accountConflict(error, 'admins');
      }
    },

    /** A new password signs out every session, in the same transaction: never one without the other. */
    async update(publicId: string, body: UpdateAdminBody): Promise<AdminRow> {
      const admin = await profile(publicId);
      requireSomeChange(body);
      const { password, currentPassword, ...fields } = body;
      const passwordHash = await newPasswordHash(
        { password, currentPassword },
        admin.passwordHash,
        passwords,
      );
      try {
        return await data.transaction(async ({ admins, refreshTokens }) => {
          const updated = await admins.update(admin.id, { ...fields, ...(passwordHash && { passwordHash }) });
          if (passwordHash) await refreshTokens.revokeAllOf('admin', admin.id);
          return updated;
        });
      } catch (error) {
        accountConflict(error, 'admins');
      }
    },

    /** A new join code for the admin's class (self-registration on); the previous code stops working. */
    async changeJoinCode(account: AdminAccount): Promise<string> {
      const admin = await profile(account.publicId);
      const changed = await withNewJoinCode(
        (joinCode) => data.admins.setJoinCode(admin.id, joinCode),
        admin.joinCode,
      );
      if (!changed) throw unauthorized('This account no longer exists', { invalidToken: true });
      return changed.joinCode!;
    },

    /** No join code: nobody can register themselves into the admin's class, by join code or admin_id. */
    async turnOffJoinCode(account: AdminAccount): Promise<void> {
      if (!(await data.admins.setJoinCode(account.id, null)))
        throw unauthorized('This account no longer exists', { invalidToken: true });
    },

    /**
     * Soft when the admin owns students or results (so nothing they are responsible for disappears),
     * otherwise permanent, together with their result-less exams. Every session ends with it, their
     * students' too: a soft-deleted admin's class is closed.
     */
    remove(adminId: number): Promise<{ permanently: boolean }> {
      return data.transaction(async ({ admins, refreshTokens }) => {
        await refreshTokens.revokeAllOf('admin', adminId);
        await refreshTokens.revokeAllOfStudentsOf(adminId);
        return admins.remove(adminId);
      });
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
