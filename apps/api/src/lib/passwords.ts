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

export interface Passwords {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a missing account alike, in about the same time. */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

export function createPasswords(hashing: PasswordHashing): Passwords {
  const options = HASHING[hashing];
  /** A hash of a password nobody knows, verified when an account does not exist, so the answer takes as long. */
  let unknownAccountHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
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
