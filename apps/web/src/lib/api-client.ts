import createClient from 'openapi-fetch';
import type { paths } from './api-schema';
import { shareInFlight } from './share-in-flight';
import {
  answerNewTabs,
  forgetSession,
  inRenewalTurn,
  joinSession,
  onOtherTabsSession,
  randomKey,
  readSession,
  sessionAtStart,
  writeSession,
  type StoredSession,
} from './shared-session';

/**
 * The one module that knows the API's tokens, their refresh and its response envelope. The access
 * token lives only in memory; the refresh token (with the role it belongs to) is shared by the app's tabs
 * (see shared-session.ts), so a reload or another tab keeps the child signed in while closing every tab
 * signs them out. A refused access token
 * triggers exactly one refresh, shared by every request that meets it meanwhile (refresh tokens are
 * single-use: two refreshes with the same token would revoke the whole session); a refused refresh
 * signs out. A refresh whose answer never came (the page reloaded meanwhile, the line dropped) is retried
 * with the same renewal key, which the API takes for the same renewal rather than a stolen token.
 */

export type Role = 'student' | 'teacher' | 'parent';

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

const LOGIN_PATHS = {
  student: '/api/v1/student/login',
  teacher: '/api/v1/admin/login',
  parent: '/api/v1/parent/login',
} as const;
const REFRESH_PATHS = {
  student: '/api/v1/student/token',
  teacher: '/api/v1/admin/token',
  parent: '/api/v1/parent/token',
} as const;

/** What the screens may know about the session: who is signed in, and why the last session ended. */
export interface SessionState {
  role: Role | null;
  signedOutReason: string | null;
}

let stored: StoredSession | null = null;
let accessToken: string | null = null;
let state: SessionState = { role: null, signedOutReason: null };

/** Settles once this tab knows whether it starts signed in: the app is drawn after it. */
export const sessionReady: Promise<void> = sessionAtStart().then((session) => {
  if (!session || stored) return;
  stored = session;
  state = { role: session.role, signedOutReason: null };
});
answerNewTabs(() => stored?.id ?? null);
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function storeSession(session: StoredSession): Promise<void> {
  stored = session;
  return writeSession(session);
}

/** Keeps a new pair of tokens: of the session `id` (a renewal), or of a new one (a sign-in). */
function keepTokens(role: Role, tokens: { token: string; refreshToken: string }, id = randomKey()) {
  accessToken = tokens.token;
  return storeSession({ id, role, refreshToken: tokens.refreshToken });
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
  void forgetSession();
  setState({ role: null, signedOutReason: reason });
}

onOtherTabsSession((session) => {
  if (session === null) {
    // Signed out in another tab: here too.
    if (stored) endSession();
    return;
  }
  const sameSignIn = stored?.id === session.id;
  stored = session;
  joinSession(session.id);
  if (sameSignIn) return;
  // Another sign-in, perhaps of another account: nothing of the last one may stay on this tab's screens.
  accessToken = null;
  setState({ role: null, signedOutReason: null });
  setState({ role: session.role, signedOutReason: null });
});

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

/** The renewal keys this page sent: any other stored with the token is of a page gone before its answer. */
const renewalsStartedHere = new Set<string>();
const UNANSWERED_RENEWAL_GRACE_MS = 2_000;

/**
 * Spends the refresh token for a new pair. Refused → signed out, and `null`; unreachable or a server
 * error → thrown, and the session kept for the next try.
 */
const refreshTokens = shareInFlight(() =>
  inRenewalTurn(async (): Promise<string | null> => {
    // Another tab may have renewed since this one last heard: the token to spend is the one stored last.
    const latest = stored && (await readSession());
    if (!latest) return null;
    if (latest.renewalKey !== undefined && !renewalsStartedHere.has(latest.renewalKey)) {
      // A renewal a page now gone started (it reloaded or closed before the answer came) may still be on
      // its way: retried before the API has had it, the two would race for the same token and the one the
      // API answered last would win with a pair nobody keeps. Let it arrive first.
      await new Promise((resolve) => setTimeout(resolve, UNANSWERED_RENEWAL_GRACE_MS));
    }
    // Stored before the request leaves: the API may spend the token even if this page never hears back.
    const session = { ...latest, renewalKey: latest.renewalKey ?? randomKey() };
    renewalsStartedHere.add(session.renewalKey);
    await storeSession(session);
    const { refreshToken, renewalKey } = session;
    const { data, error, response } = await reach(() =>
      publicApi.POST(REFRESH_PATHS[session.role], { body: { refreshToken, renewalKey } }),
    );
    if (data) {
      // Signed out (or in as someone else) in another tab meanwhile: the new pair is not this tab's to keep.
      if ((await readSession())?.id !== session.id) return null;
      await keepTokens(session.role, data.data, session.id);
      return data.data.token;
    }
    if (isRefusal(response.status)) {
      // A 403 says why in words worth showing (e.g. the teacher closed the class); a 401 only that it ended.
      endSession(response.status === 403 ? errorFromBody(403, error).message : SESSION_ENDED_MESSAGE);
      return null;
    }
    throw errorFromBody(response.status, error);
  }),
);

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
    reach(() => publicApi.POST(LOGIN_PATHS[role], { body: credentials })).then(async (result) => {
      if (result.data) await keepTokens(role, result.data.data);
      return result;
    }),
  );
  setState({ role, signedOutReason: null });
}
