/**
 * How long after a refresh token was spent a retry of that renewal (the same token with the same renewal
 * key) still gets a new pair instead of revoking the family. The retry follows an answer lost on its way:
 * the page reloaded or the line dropped while the renewal was in flight, and the next try, on a slow school
 * line a page load later, carries the same token. Long enough for that; short, because the key makes the
 * retry the client's own only while it is kept beside the token, and a spent token presented any later is
 * a leaked one: it revokes the family, as it always did.
 */
export const RENEWAL_RETRY_SECONDS = 120;

/** A renewal key's length: enough randomness not to be guessed (a client sends 22 base64url characters). */
export const RENEWAL_KEY_LENGTH = { min: 16, max: 128 } as const;
