import createClient from 'openapi-fetch';
import type { paths } from './api-schema';
import { shareInFlight } from './share-in-flight';

/**
 * The one module that knows the API's tokens, their refresh and its response envelope. The access
 * token lives only in memory; the refresh token (with the role it belongs to) in sessionStorage, so a
 * reload keeps the child signed in while closing the tab signs them out. A refused access token
 * triggers exactly one refresh, shared by every request that meets it meanwhile (refresh tokens are
 * single-use: two refreshes with the same token would revoke the whole session); a refused refresh
 * signs out. A refresh whose answer never came (the page reloaded meanwhile, the line dropped) is retried
 * with the same renewal key, which the API takes for the same renewal rather than a stolen token.
 */

export type Role = 'student' | 'teacher';

export interface FieldError {
  /** Where the API found the problem, e.g. `body.username`. */
  path: string;
  message: string;
}

/** An answer of the API's error envelope (or no answer at all: `status` 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SESSION_ENDED_MESSAGE = 'You have been signed out. Please sign in again.';
const OFFLINE_MESSAGE = 'We cannot reach the server. Check your internet connection and try again.';

const SESSION_STORAGE_KEY = 'abacus.session';

const LOGIN_PATHS = { student: '/api/v1/student/login', teacher: '/api/v1/admin/login' } as const;
const REFRESH_PATHS = { student: '/api/v1/student/token', teacher: '/api/v1/admin/token' } as const;

interface StoredSession {
  role: Role;
  refreshToken: string;
  /**
   * The key of this refresh token's renewal, once one has started: kept beside the token, so that the
   * next try after a lost answer (on this page, or on the next one after a reload) sends the same key.
   */
  renewalKey?: string;
}

/** What the screens may know about the session: who is signed in, and why the last session ended. */
export interface SessionState {
  role: Role | null;
  signedOutReason: string | null;
}

function readStoredSession(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'role' in parsed &&
      (parsed.role === 'student' || parsed.role === 'teacher') &&
      'refreshToken' in parsed &&
      typeof parsed.refreshToken === 'string'
    ) {
      const renewalKey =
        'renewalKey' in parsed && typeof parsed.renewalKey === 'string' ? parsed.renewalKey : undefined;
      return { role: parsed.role, refreshToken: parsed.refreshToken, ...(renewalKey && { renewalKey }) };
    }
  } catch {
    // Storage blocked or its content damaged: start signed out.
  }
  return null;
}

let stored = readStoredSession();
let accessToken: string | null = null;
let state: SessionState = { role: stored?.role ?? null, signedOutReason: null };
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function storeSession(session: StoredSession) {
  stored = session;
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

function keepTokens(role: Role, tokens: { token: string; refreshToken: string }) {
  accessToken = tokens.token;
  storeSession({ role, refreshToken: tokens.refreshToken });
}

/**
 * 16 random bytes in base64url (22 characters). From getRandomValues, which, unlike randomUUID, a page
 * served over plain http (a school's own server) has too.
 */
function newRenewalKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The session as it is now; a stable object between changes (for `useSyncExternalStore`). */
export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the tokens. `reason` is shown on the sign-in screen (none when the user signed out). */
export function endSession(reason: string | null = null) {
  accessToken = null;
  stored = null;
  sessionStorage.removeItem(SESSION_STORAGE_KEY);
  setState({ role: null, signedOutReason: reason });
}

/** The client for calls made without an account: sign-in, refresh and joining a class. */
export const publicApi = createClient<paths, 'application/json'>();

function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    const errors = 'errors' in body && Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    return new ApiError(status, body.message, errors);
  }
  return new ApiError(status, `The server answered with an error (${status}). Please try again.`);
}

/** Sends a request; a request that never got an answer becomes an ApiError with status 0. */
async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, OFFLINE_MESSAGE);
    throw error;
  }
}

/** A refresh the server refused (the token is spent, revoked, expired or its account is gone). */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * Spends the refresh token for a new pair. Refused → signed out, and `null`; unreachable or a server
 * error → thrown, and the session kept for the next try.
 */
const refreshTokens = shareInFlight(async (): Promise<string | null> => {
  if (!stored) return null;
  // Stored before the request leaves: the API may spend the token even if this page never hears back.
  const session = { ...stored, renewalKey: stored.renewalKey ?? newRenewalKey() };
  storeSession(session);
  const { refreshToken, renewalKey } = session;
  const { data, error, response } = await reach(() =>
    publicApi.POST(REFRESH_PATHS[session.role], { body: { refreshToken, renewalKey } }),
  );
  if (data) {
    keepTokens(session.role, data.data);
    return data.data.token;
  }
  if (isRefusal(response.status)) {
    // A 403 says why in words worth showing (e.g. the teacher closed the class); a 401 only that it ended.
    endSession(response.status === 403 ? errorFromBody(403, error).message : SESSION_ENDED_MESSAGE);
    return null;
  }
  throw errorFromBody(response.status, error);
});

function withToken(request: Request, token: string | null): Request {
  if (token) request.headers.set('authorization', `Bearer ${token}`);
  return request;
}

/**
 * A 401 about the token itself (RFC 6750's `invalid_token`: expired, revoked, …), not about something
 * else the request asked for (a wrong current password is a 401 too).
 */
const tokenRefused = (response: Response) =>
  response.status === 401 && (response.headers.get('www-authenticate') ?? '').includes('invalid_token');

/** fetch with the access token; on a refused token, one refresh (shared) and one retry. */
async function authorisedFetch(request: Request): Promise<Response> {
  const replay = request.clone();
  // After a reload only the refresh token is left: renew first rather than send a request bound to fail.
  const token = accessToken ?? (stored ? await refreshTokens() : null);
  const response = await fetch(withToken(request, token));
  if (!tokenRefused(response) || !stored) return response;
  // Another request may have refreshed meanwhile: its token is the one to retry with.
  const renewed = accessToken && accessToken !== token ? accessToken : await refreshTokens();
  return renewed ? fetch(withToken(replay, renewed)) : response;
}

/** The API client for signed-in calls, typed from the committed OpenAPI document. */
export const api = createClient<paths, 'application/json'>({ fetch: authorisedFetch });

interface ApiResult<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

/** A call's payload (the envelope's `data`), or its error envelope thrown as an ApiError. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const { data, error, response } = await reach(() => call);
  if (data !== undefined) return data.data;
  throw errorFromBody(response.status, error);
}

/** A file the API sends (a PDF report), fetched with the session's token. */

export async function unwrapFile(call: Promise<{ data?: Blob; error?: unknown; response: Response }>) {
  const { data, error, response } = await reach(() => call);
  if (data !== undefined && response.ok) return data;
  throw errorFromBody(response.status, error);
}

/** Signs in with a username and password and keeps the tokens for the session. */
export async function signIn(role: Role, credentials: { username: string; password: string }) {
  await unwrap(
    reach(() => publicApi.POST(LOGIN_PATHS[role], { body: credentials })).then((result) => {
      if (result.data) keepTokens(role, result.data.data);
      return result;
    }),
  );
  setState({ role, signedOutReason: null });
}
