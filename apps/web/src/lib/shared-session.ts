/**
 * Where the session is kept: one for every tab of the app in this browser, in localStorage, so that a
 * duplicated tab (a teacher's second screen), a link opened in a new tab and a reload all stay signed in,
 * and one tab's renewal never spends a refresh token another tab is about to spend (renewals take turns
 * under a lock shared by the tabs, each spending the token the last one stored).
 *
 * Closing every tab still signs out, as on a device a class shares: a tab takes up the stored session only
 * if it already belonged to it (a reload or a duplicate: its own sessionStorage says so) or another tab of
 * the app is still open (each open tab says so in localStorage every little while, and takes it back as it
 * closes). Otherwise the session found was left behind when its last tab closed, and is forgotten.
 */
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
/** In localStorage, one key per open tab: when it last said it was open. */
const OPEN_TAB_PREFIX = 'abacus.tab.';
const RENEWAL_LOCK = 'abacus.session.renewal';

const OPEN_TAB_EVERY_MS = 20_000;
/** A hidden tab's timers run once a minute at most: a tab not heard of for longer is closed. */
const TAB_CLOSED_AFTER_MS = 90_000;

const tabKey = `${OPEN_TAB_PREFIX}${Math.random().toString(36).slice(2)}`;

/** 16 random bytes in base64url: from getRandomValues, which a page served over plain http has too. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function parseSession(text: string | null): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(text ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'id' in parsed &&
      typeof parsed.id === 'string' &&
      'role' in parsed &&
      (parsed.role === 'student' || parsed.role === 'teacher') &&
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
  } catch {
    // Damaged: as if there were none.
  }
  return null;
}

/** The session the tabs share now, as the last of them stored it. */
export function readSession(): StoredSession | null {
  try {
    return parseSession(localStorage.getItem(SESSION_KEY));
  } catch {
    // Storage blocked: signed out.
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  sessionStorage.setItem(MEMBER_KEY, session.id);
}

export function forgetSession(): void {
  localStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(MEMBER_KEY);
}

function sayTabIsOpen() {
  try {
    localStorage.setItem(tabKey, String(Date.now()));
  } catch {
    // Storage blocked: there is no session to share either.
  }
}

function anotherTabIsOpen(): boolean {
  const now = Date.now();
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key === null || key === tabKey || !key.startsWith(OPEN_TAB_PREFIX)) continue;
    const seen = Number(localStorage.getItem(key));
    if (now - seen < TAB_CLOSED_AFTER_MS) return true;
    // A tab that closed without a word (a crash): its mark goes.
    localStorage.removeItem(key);
  }
  return false;
}

/**
 * The session this tab starts with: the stored one if this tab belonged to it or another tab of it is
 * open; null otherwise (then the one left behind is forgotten). From then on the tab says it is open.
 */
export function sessionAtStart(): StoredSession | null {
  if (typeof window === 'undefined') return null;
  let session: StoredSession | null = null;
  try {
    const found = readSession();
    if (found && (sessionStorage.getItem(MEMBER_KEY) === found.id || anotherTabIsOpen())) {
      sessionStorage.setItem(MEMBER_KEY, found.id);
      session = found;
    } else if (found) {
      forgetSession();
    }
  } catch {
    // Storage blocked: signed out.
  }
  sayTabIsOpen();
  setInterval(sayTabIsOpen, OPEN_TAB_EVERY_MS);
  // Closing (or reloading: the reloaded page says it again) takes the mark back; a page kept for the
  // back button and shown again puts it back.
  addEventListener('pagehide', () => localStorage.removeItem(tabKey));
  addEventListener('pageshow', sayTabIsOpen);
  return session;
}

/** Hears of another tab storing a session (a renewal, a sign-in) or forgetting it (a sign-out). */
export function onOtherTabsSession(listener: (session: StoredSession | null) => void): void {
  if (typeof window === 'undefined') return;
  addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) listener(parseSession(event.newValue));
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
