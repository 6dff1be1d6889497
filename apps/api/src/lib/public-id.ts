import { randomBytes } from 'node:crypto';

/** The kinds of resource that have a public id, and the letter that starts each. */
export const PUBLIC_ID_PREFIX = { admin: 'a', student: 's', exam: 'e', result: 'r' } as const;

export type PublicIdKind = keyof typeof PUBLIC_ID_PREFIX;

/** 12 random bytes → 16 URL-safe characters (96 bits: unguessable, collision-free in practice). */
const RANDOM_BYTES = 12;

/** A pattern the database and the request validators share: the prefix, then ≥ 10 URL-safe characters. */
export const publicIdPattern = (kind: PublicIdKind): RegExp =>
  new RegExp(`^${PUBLIC_ID_PREFIX[kind]}[A-Za-z0-9_-]{10,64}$`);

export function newPublicId(kind: PublicIdKind): string {
  return PUBLIC_ID_PREFIX[kind] + randomBytes(RANDOM_BYTES).toString('base64url');
}
