// @driver-sensitive: retried renewals of one refresh token racing
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../../src/db/schema/index.js';
import { RENEWAL_RETRY_SECONDS } from '../../../src/domain/token-renewal.js';
import { hashRefreshToken } from '../../../src/modules/auth/token-service.js';
import { createAdmin, createStudent } from '../../helpers/accounts.js';
import { useTestApp } from '../../helpers/test-app.js';

const REUSED = 'This refresh token was already used; every session it started has been signed out';

/** A renewal key as the classroom app makes one: 16 random bytes, base64url. */
const newKey = () => randomBytes(16).toString('base64url');

/**
 * A page spends its refresh token and reloads before the answer arrives: the next page has only the spent
 * token. With the renewal key it was spent with, that is a retry of the same renewal, not a theft.
 */
describe('a retried renewal of a refresh token', () => {
  const context = useTestApp();
  const db = () => context.database.connection.db;

  const refresh = (refreshToken: string, renewalKey?: string, role: 'admin' | 'student' = 'admin') =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/token`,
      payload: { refreshToken, ...(renewalKey !== undefined && { renewalKey }) },
    });

  /** The pair a refresh answered with; fails the test on any other answer. */
  async function renewed(refreshToken: string, renewalKey?: string, role?: 'admin' | 'student') {
    const response = await refresh(refreshToken, renewalKey, role);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token: string; refreshToken: string };
  }

  const profile = (token: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });

  /** The tokens of the family `refreshToken` belongs to that may still be spent. */
  async function liveTokensOfFamilyOf(refreshToken: string) {
    const [token] = await db()
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    const [live] = await db()
      .select({ live: count() })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, token!.familyId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      );
    return live!.live;
  }

  it('answers a retry with a new pair, again and again, and the session carries on from the last', async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    const lost = await renewed(admin.refreshToken, key);
    // Two reloads in a row, each before its answer arrived.
    const lostAgain = await renewed(admin.refreshToken, key);
    const kept = await renewed(admin.refreshToken, key);
    expect(new Set([lost.refreshToken, lostAgain.refreshToken, kept.refreshToken]).size).toBe(3);
    expect(await liveTokensOfFamilyOf(admin.refreshToken)).toBe(1);

    expect((await profile(kept.token)).statusCode).toBe(200);
    const next = await renewed(kept.refreshToken, newKey());
    expect((await profile(next.token)).statusCode).toBe(200);
  });

  it('works for a student too', async () => {
    const admin = await createAdmin(context.app);
    const student = await createStudent(context.app, admin);
    const key = newKey();
    await renewed(student.refreshToken, key, 'student');
    const kept = await renewed(student.refreshToken, key, 'student');
    await renewed(kept.refreshToken, newKey(), 'student');
  });

  it('withdraws the pair whose answer was lost: presented later, its refresh token revokes the family', async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    const lost = await renewed(admin.refreshToken, key);
    const kept = await renewed(admin.refreshToken, key);
    const stale = await refresh(lost.refreshToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(REUSED);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(401);
    expect((await profile(kept.token)).statusCode).toBe(401);
  });

  // Each case spends the sign-in's token with a key (or none), then presents it again as the case says:
  // a reuse, which revokes the family, as it did before retries were known.
  describe.each([
    ['without a key', { first: newKey(), again: undefined }],
    ['with another key', { first: newKey(), again: newKey() }],
    ['with a key, when it was spent without one', { first: undefined, again: newKey() }],
  ])('revokes the family when the spent token comes back %s', (_, keys) => {
    it('refuses it and every token of its family', async () => {
      const admin = await createAdmin(context.app);
      const next = await renewed(admin.refreshToken, keys.first);
      const reused = await refresh(admin.refreshToken, keys.again);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(REUSED);
      expect(reused.headers['www-authenticate']).toContain('error="invalid_token"');
      expect((await refresh(next.refreshToken)).statusCode).toBe(401);
      expect((await profile(next.token)).statusCode).toBe(401);
    });
  });

  it(`revokes the family when the retry comes more than ${RENEWAL_RETRY_SECONDS} s after the spending`, async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    const next = await renewed(admin.refreshToken, key);
    // As if the spending had happened that long ago (a test does not wait for the clock).
    await db()
      .update(refreshTokens)
      .set({ usedAt: sql`now() - ${RENEWAL_RETRY_SECONDS + 1} * interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(admin.refreshToken)));
    const late = await refresh(admin.refreshToken, key);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(REUSED);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the family when the token issued meanwhile has been spent: the answer was not lost', async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    const next = await renewed(admin.refreshToken, key);
    const after = await renewed(next.refreshToken, newKey());
    const reused = await refresh(admin.refreshToken, key);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(REUSED);
    expect((await refresh(after.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a retry once a reuse has revoked the family', async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    await renewed(admin.refreshToken, key);
    // Someone else presents the spent token, without the key: the family is revoked, and stays so.
    expect((await refresh(admin.refreshToken)).statusCode).toBe(401);
    const retry = await refresh(admin.refreshToken, key);
    expect(retry.statusCode).toBe(401);
    expect(retry.json().message).toBe(REUSED);
  });

  it('leaves one live token in the family however many retries arrive at once', async () => {
    const admin = await createAdmin(context.app);
    const key = newKey();
    await renewed(admin.refreshToken, key);
    const retries = await Promise.all(Array.from({ length: 5 }, () => refresh(admin.refreshToken, key)));
    expect(retries.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await liveTokensOfFamilyOf(admin.refreshToken)).toBe(1);
  });

  it('refuses a renewal key too short to be unguessable', async () => {
    const admin = await createAdmin(context.app);
    const response = await refresh(admin.refreshToken, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'body.renewalKey', message: 'must be at least 16 characters' },
    ]);
    // Refused before it was looked at: the token is still unspent.
    await renewed(admin.refreshToken);
  });
});
