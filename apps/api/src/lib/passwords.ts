import { hash, verify, type Options } from '@node-rs/argon2';

/** How much work a password hash costs: what accounts get, or the least argon2 allows (the test suite). */
export type PasswordHashing = 'standard' | 'least';

const HASHING: Record<PasswordHashing, Options> = {
  // argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's recommended minimum).
  standard: {},
  // A hash records its own cost and verifies anywhere; at 1 MiB and one pass the suite's thousands of
  // accounts cost a fifth less of the API tests' CPU.
  least: { memoryCost: 1024, timeCost: 1 },
};

/**
 * How many hashes of one list are worked on at once: libuv gives argon2 four threads, shared with file
 * and compression work, so a class list of hundreds leaves two for every other request meanwhile.
 */
const LIST_HASHES_AT_ONCE = 2;

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Each password's hash, in the list's order. */
  hashEach(passwords: readonly string[]): Promise<string[]>;
  /** False for a wrong password and for a missing account alike, in about the same time. */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswords(hashing: PasswordHashing): Passwords {
  const options = HASHING[hashing];
  /** A hash of a password nobody knows, verified when an account does not exist, so the answer takes as long. */
  let unknownAccountHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async hashEach(passwords) {
      const hashes: string[] = [];
      let next = 0;
      const hashNext = async (): Promise<void> => {
        for (let index = next++; index < passwords.length; index = next++) {
          hashes[index] = await hash(passwords[index]!, options);
        }
      };
      await Promise.all(Array.from({ length: LIST_HASHES_AT_ONCE }, hashNext));
      return hashes;
    },
    async verify(passwordHash, password) {
      if (passwordHash === undefined) {
        unknownAccountHash ??= hash('no account has this password: it only balances the timing', options);
        await verify(await unknownAccountHash, password);
        return false;
      }
      return verify(passwordHash, password);
    },
  };
}
