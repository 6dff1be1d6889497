/**
 * Where the session is kept: one for every tab of the app in this browser, in IndexedDB, so that a
 * duplicated tab (a teacher's second screen), a link opened in a new tab and a reload all stay signed in,
 * and one tab's renewal never spends a refresh token another tab is about to spend: renewals take turns
 * under a lock shared by the tabs, each spending the token the last one stored. IndexedDB rather than
 * localStorage, whose writes reach another tab's reads some time later: the next tab in turn read the
 * token just spent, and the API took it for a stolen one.
 *
 * Closing every tab still signs out, as on a device a class shares: a tab takes up the stored session only
 * if it already belonged to it (a reload or a duplicate: its own sessionStorage says so) or another open
 * tab answers that it holds it (asked on a BroadcastChannel, which only open tabs hear). Otherwise the
 * session found was left behind when its last tab closed: this tab starts signed out.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Role } from './api-client';

export interface StoredSession {
  /** Drawn at sign-in and kept through renewals: a new id is another sign-in, perhaps another account. */
  id: string;
  role: Role;
  refreshToken: string;
  /**
   * The key of this refresh token's renewal, once one has started: kept beside the token, so that the
   * next try after a lost answer (in this tab, another, or after a reload) sends the same key.
   */
  renewalKey?: string;
}

const SESSION_KEY = 'abacus.session';
/** In sessionStorage: the id of the session this tab belongs to (copied with the tab when duplicated). */
const MEMBER_KEY = 'abacus.session.member';
/** Where a new tab asks the open ones whether they hold the stored session. */
const CHANNEL_NAME = 'abacus.session';
const RENEWAL_LOCK = 'abacus.session.renewal';
/** An open tab answers at once; a busy one within this. No answer: no open tab holds the session. */
const ANSWER_WITHIN_MS = 1_000;

/** 16 random bytes in base64url: from getRandomValues, which a page served over plain http has too. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function parseSession(parsed: unknown): StoredSession | null {
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'id' in parsed &&
    typeof parsed.id === 'string' &&
    'role' in parsed &&
    (parsed.role === 'student' || parsed.role === 'teacher' || parsed.role === 'parent') &&
    'refreshToken' in parsed &&
    typeof parsed.refreshToken === 'string'
  ) {
    const renewalKey =
      'renewalKey' in parsed && typeof parsed.renewalKey === 'string' ? parsed.renewalKey : undefined;
    return {
      id: parsed.id,
      role: parsed.role,
      refreshToken: parsed.refreshToken,
      ...(renewalKey && { renewalKey }),
    };
  }
  return null;
}

/** The tabs' store; where IndexedDB is missing (a test's page), this page's memory. */
const store: UseStore | null = typeof indexedDB === 'undefined' ? null : createStore('abacus', 'session');
let inMemory: unknown = null;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

/** The session the tabs share now, as the last of them stored it. */
export async function readSession(): Promise<StoredSession | null> {
  try {
    return parseSession(store ? await get(SESSION_KEY, store) : inMemory);
  } catch {
    // Storage blocked or damaged: signed out.
    return null;
  }
}

/** This tab belongs to the session `id`: a reload, or a duplicate of the tab, takes it up again. */
export function joinSession(id: string): void {
  sessionStorage.setItem(MEMBER_KEY, id);
}

/** Stores the session for every tab, and tells the others. Settles once the next reader will read it. */
export async function writeSession(session: StoredSession): Promise<void> {
  joinSession(session.id);
  if (store) await set(SESSION_KEY, session, store);
  else inMemory = session;
  channel?.postMessage({ changed: session.id });
}

export async function forgetSession(): Promise<void> {
  sessionStorage.removeItem(MEMBER_KEY);
  if (store) await del(SESSION_KEY, store);
  else inMemory = null;
  channel?.postMessage({ changed: null });
}

/** Whether an open tab answers that it holds the session `id`. */
function anOpenTabHolds(id: string): Promise<boolean> {
  const asking = channel;
  if (!asking) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (holds: boolean) => {
      clearTimeout(timer);
      asking.removeEventListener('message', hear);
      resolve(holds);
    };
    const hear = (event: MessageEvent) => {
      if ((event.data as { holds?: unknown }).holds === id) done(true);
    };
    const timer = setTimeout(() => done(false), ANSWER_WITHIN_MS);
    asking.addEventListener('message', hear);
    asking.postMessage({ asks: id });
  });
}

/** Answers a new tab asking whether this one holds a session: yes, when it holds that one. */
export function answerNewTabs(heldSessionId: () => string | null): void {
  channel?.addEventListener('message', (event: MessageEvent) => {
    const { asks } = event.data as { asks?: unknown };
    if (typeof asks === 'string' && asks === heldSessionId()) channel.postMessage({ holds: asks });
  });
}

/**
 * The session this tab starts with: the stored one if this tab belonged to it or an open tab holds it;
 * null otherwise. Immediate but for a tab that is new while a session is stored.
 */
export async function sessionAtStart(): Promise<StoredSession | null> {
  if (typeof window === 'undefined') return null;
  try {
    const found = await readSession();
    if (!found) return null;
    if (sessionStorage.getItem(MEMBER_KEY) !== found.id && !(await anOpenTabHolds(found.id))) return null;
    joinSession(found.id);
    return found;
  } catch {
    // Storage blocked: signed out.
    return null;
  }
}

/** Hears of another tab storing a session (a renewal, a sign-in) or forgetting it (a sign-out). */
export function onOtherTabsSession(listener: (session: StoredSession | null) => void): void {
  channel?.addEventListener('message', (event: MessageEvent) => {
    if (!('changed' in (event.data as object))) return;
    void readSession().then(listener);
  });
}

/**
 * Runs a renewal when no other tab is renewing: under a Web Lock the tabs share. A page served over plain
 * http has no Web Locks; there the tabs renew unordered, as two tabs rarely renew in the same instant.
 */
export async function inRenewalTurn<T>(renew: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return renew();
  return await navigator.locks.request(RENEWAL_LOCK, renew);
}
