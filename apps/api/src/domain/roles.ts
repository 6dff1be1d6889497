/** The kinds of account, with separate logins and tokens. */
export const ROLES = ['admin', 'student', 'parent'] as const;
export type Role = (typeof ROLES)[number];

/** How the contract names each role in messages and in the OpenAPI document. */
export const ROLE_NAMES: Record<
  Role,
  { plural: string; withArticle: string; tag: 'Admin' | 'Student' | 'Parent' }
> = {
  admin: { plural: 'admins', withArticle: 'an admin', tag: 'Admin' },
  student: { plural: 'students', withArticle: 'a student', tag: 'Student' },
  parent: { plural: 'parents', withArticle: 'a parent', tag: 'Parent' },
};

export interface AdminAccount {
  role: 'admin';
  id: number;
  publicId: string;
}

interface StudentIdentity {
  role: 'student';
  id: number;
  publicId: string;
  adminId: number;
  /** The public id of the student's admin: their school, as limits shared by every database name it. */
  adminPublicId: string;
}

/**
 * False `levelConfirmed` while the teacher has not confirmed the level the student picked when joining,
 * or set one where the student left it for them (then `level` is null).
 */
export type StudentAccount = StudentIdentity &
  ({ levelConfirmed: true; level: number } | { levelConfirmed: false; level: number | null });

/** A parent: reads the children linked to them, and nothing else (DESIGN §5.17). */
export interface ParentAccount {
  role: 'parent';
  id: number;
  publicId: string;
}

/** An account of a school: a teacher or one of their children. */
export type Account = AdminAccount | StudentAccount;

/** Who is calling, as the authentication found them: live, with what the rules need to know. */
export type SignedInAccount = Account | ParentAccount;

/** The admin whose tenancy (school) the account is in: the admin themselves, or a student's admin. */
export const tenantOf = (account: Account): number =>
  account.role === 'admin' ? account.id : account.adminId;

/** Why the students of a soft-deleted admin may no longer sign in or use their tokens. */
export const CLASS_CLOSED = 'This class has been closed by its teacher';

/** Why a student who picked their own level sees no level-restricted exam until their teacher confirms it. */
export const LEVEL_NOT_CONFIRMED = 'Your teacher has not confirmed your level yet';

/** Why a token issued before the account's last password change no longer works. */
export const PASSWORD_CHANGED = 'The password of this account was changed; sign in again';
