import type { Role } from '../../domain/roles.js';
import type { AccountStanding } from '../../plugins/app/authentication.js';
import type { AccountStandingRepository } from './account-standing-repository.js';
import { passwordChangedAtOf } from './account-rules.js';

const GONE: AccountStanding = { status: 'gone' };

/**
 * Finds the account behind an access token, with what the access rules need to know of it: whether it is
 * live, its class still open, its sign-in not revoked, and which password its tokens must have been
 * issued under.
 */
export function createAccountLookup({ standings }: { standings: AccountStandingRepository }) {
  return async function findAccount(
    role: Role,
    publicId: string,
    familyId: string,
  ): Promise<AccountStanding> {
    if (role !== 'student') {
      const account =
        role === 'admin'
          ? await standings.ofAdmin(publicId, familyId)
          : await standings.ofParent(publicId, familyId);
      if (!account) return GONE;
      return {
        status: 'live',
        account: { role, id: account.id, publicId: account.publicId },
        passwordChangedAt: passwordChangedAtOf(account),
        signInRevoked: account.familyRevoked,
      };
    }
    const student = await standings.ofStudent(publicId, familyId);
    if (!student) return GONE;
    if (student.classClosedAt) return { status: 'closed' };
    return {
      status: 'live',
      account: {
        role,
        id: student.id,
        publicId: student.publicId,
        adminId: student.adminId,
        adminPublicId: student.adminPublicId,
        // The database refuses a confirmed level that is unset (students_level_set_when_confirmed).
        ...(student.levelConfirmed && student.level !== null
          ? { levelConfirmed: true, level: student.level }
          : { levelConfirmed: false, level: student.level }),
      },
      passwordChangedAt: passwordChangedAtOf(student),
      signInRevoked: student.familyRevoked,
    };
  };
}
