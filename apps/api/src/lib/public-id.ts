import { randomBytes } from 'node:crypto';

/** The kinds of resource that have a public id, and the letter that starts each. */
export const PUBLIC_ID_PREFIX = {
  admin: 'a',
  student: 's',
  exam: 'e',
  result: 'r',
  attempt: 't',
  grading: 'g',
  round: 'l',
  parent: 'p',
} as const;

export type PublicIdKind = keyof typeof PUBLIC_ID_PREFIX;

/** 12 random bytes → 16 URL-safe characters (96 bits: unguessable, collision-free in practice). */
const RANDOM_BYTES = 12;

/**
 * The format as a regular expression's source: the prefix, then ≥ 10 URL-safe characters. The request
 * validators and the database's check constraints both use it, so they can never disagree.
 */
export const publicIdPatternSource = (kind: PublicIdKind): string =>
  `^${PUBLIC_ID_PREFIX[kind]}[A-Za-z0-9_-]{10,64}$`;

export const publicIdPattern = (kind: PublicIdKind): RegExp => new RegExp(publicIdPatternSource(kind));

export function newPublicId(kind: PublicIdKind): string {
  return PUBLIC_ID_PREFIX[kind] + randomBytes(RANDOM_BYTES).toString('base64url');
}
