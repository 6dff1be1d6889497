import { isStillReferenced } from '../../db/database-errors.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { accountConflict, newPasswordHash } from '../auth/account-rules.js';
import type { SessionService } from '../auth/session-service.js';
import type { AdminChanges, AdminRow, AdminsRepository } from './admins-repository.js';
import type { UpdateAdminBody } from './admins-schemas.js';

export function adminsService(deps: {
  admins: AdminsRepository;
  sessions: SessionService;
  registrationOpen: boolean;
}) {
  const { admins, sessions } = deps;

  return {
    async register(input: {
      fullname: string;
      username: string;
      email: string;
      password: string;
    }): Promise<AdminRow> {
      if (!deps.registrationOpen) throw forbidden('Admin registration is closed on this server');
      const passwordHash = await hashPassword(input.password);
      try {
        return await admins.insert({
          fullname: input.fullname,
          username: input.username,
          email: input.email,
          passwordHash,
        });
      } catch (error) {
        accountConflict(error, 'admins');
      }
    },

    /** The signed-in admin's own row (the authentication hook has just seen it live). */
    async profile(publicId: string): Promise<AdminRow> {
      const admin = await admins.findLiveByPublicId(publicId);
      if (!admin) throw unauthorized('This account no longer exists', { invalidToken: true });
      return admin;
    },

    async update(publicId: string, body: UpdateAdminBody): Promise<AdminRow> {
      const admin = await this.profile(publicId);
      const { password, currentPassword, ...fields } = body;
      if (Object.keys(body).length === 0) throw badRequest('Nothing to update: send at least one field');
      const passwordHash = await newPasswordHash({ password, currentPassword }, admin.passwordHash);
      const changes: AdminChanges = { ...fields, ...(passwordHash && { passwordHash }) };
      let updated: AdminRow;
      try {
        updated = await admins.update(admin.id, changes);
      } catch (error) {
        accountConflict(error, 'admins');
      }
      if (passwordHash) await sessions.revokeAll('admin', admin.id);
      return updated;
    },

    /**
     * Soft when the admin owns students or results (so nothing they are responsible for disappears),
     * otherwise permanent, together with their result-less exams.
     */
    async remove(adminId: number): Promise<{ permanently: boolean }> {
      await sessions.revokeAll('admin', adminId);
      if (!(await admins.ownsStudentsOrResults(adminId))) {
        try {
          await admins.hardDelete(adminId);
          return { permanently: true };
        } catch (error) {
          // A student or result arrived since the check: keep the account after all.
          if (!isStillReferenced(error)) throw error;
        }
      }
      await admins.softDelete(adminId);
      return { permanently: false };
    },
  };
}
