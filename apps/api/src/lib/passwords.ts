import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's recommended minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows, verified when an account does not exist, so the answer takes as long. */
const UNKNOWN_ACCOUNT_HASH = hash('no account has this password: it only balances the timing');

/** False for a wrong password and for a missing account alike, in about the same time. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await UNKNOWN_ACCOUNT_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
