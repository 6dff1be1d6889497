import { tenantOf, type Account, type Role } from '../../domain/roles.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import {
  admittedAccount,
  type AccessTokenClaims,
  type AccountStanding,
} from '../../plugins/app/authentication.js';
import type { EventBus } from './event-bus.js';
import { hears, type Listener } from './live-events.js';

/** Streams one account may hold in one process: a tab each, with room for a few, not for thousands. */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/** How long a client waits before reconnecting, when it goes by the stream's `retry:` alone. */
export const RECONNECT_AFTER_MS = 3_000;
/** A client that reads nothing while this much waits to be sent is not reading: its stream ends. */
const MAX_UNSENT_BYTES = 64 * 1024;
/** The longest a Node timer waits; a token that lives longer still ends its stream, only later. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const ROOM_WAIT_SECONDS = 60;

/** Where a stream's text goes: the response, once its headers are sent. */
export interface StreamSink {
  write(text: string): void;
  /** Bytes written but not yet taken by the client. */
  unsent(): number;
  end(): void;
  /** Runs `done` once the response has ended, whichever side ended it. */
  onClose(done: () => void): void;
}

/** The streams one school, or one client address, may hold in one process. */
export interface StreamCaps {
  perSchool: number;
  perAddress: number;
}

export interface EventsServiceOptions {
  bus: EventBus;
  findAccount: (role: Role, publicId: string, familyId: string) => Promise<AccountStanding>;
  heartbeatSeconds: number;
  caps: StreamCaps;
}

interface OpenStream {
  listener: Listener;
  /** Writes an event, already written out as the stream's text. */
  write(text: string): void;
  end(): void;
}

/** Counts of open streams by key (an account, a school, an address). */
class Counts {
  private readonly counts = new Map<string, number>();
  of(key: string) {
    return this.counts.get(key) ?? 0;
  }
  add(key: string) {
    this.counts.set(key, this.of(key) + 1);
  }
  remove(key: string) {
    const left = this.of(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

const listenerOf = (account: Account): Listener =>
  account.role === 'admin'
    ? { role: 'admin', id: account.id }
    : {
        role: 'student',
        id: account.id,
        adminId: account.adminId,
        // Unconfirmed, the student sees no exam; confirming then ends the stream like a level move does.
        level: account.levelConfirmed ? account.level : null,
      };

const keyOf = (account: Pick<Account, 'role' | 'id'>) => `${account.role}:${account.id}`;

/** Whether a stream was opened for this very account as it stands now (a student may have moved level). */
const sameListener = (a: Listener, b: Listener) =>
  a.role === 'admin' || b.role === 'admin'
    ? a.role === b.role && a.id === b.id
    : a.id === b.id && a.adminId === b.adminId && a.level === b.level;

/**
 * The live streams this process serves: each hears what concerns its account (live-events.ts `hears`)
 * from the bus, and ends when its access token expires, when its account may no longer act with that
 * token (deleted, class closed, password changed, signed out everywhere; looked at on every heartbeat)
 * or moved to another level, when its client stops reading, and when the server closes. The client then
 * reconnects with a fresh token, and since every stream starts with `ready`, reads everything again:
 * nothing that happened meanwhile is missed.
 */
export function createEventsService({ bus, findAccount, heartbeatSeconds, caps }: EventsServiceOptions) {
  /** The open streams of each school: an event concerns one school, and touches no other's streams. */
  const schools = new Map<number, Set<OpenStream>>();
  const perAccount = new Counts();
  const perSchool = new Counts();
  const perAddress = new Counts();
  let closing = false;
  /** Every event's id on this process's streams: one text serves every stream that hears it. */
  let lastId = 0;
  const textOf = (name: string, data: unknown) =>
    `id: ${++lastId}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const readyText = () => textOf('ready', { heartbeat_seconds: heartbeatSeconds });

  bus.subscribe((message) => {
    if (message.name === 'ready') {
      const text = readyText();
      for (const school of schools.values()) for (const stream of school) stream.write(text);
      return;
    }
    let text: string | undefined;
    for (const stream of schools.get(message.adminId) ?? []) {
      if (hears(stream.listener, message)) stream.write((text ??= textOf(message.name, message.data)));
    }
  });

  async function stillAdmitted(listener: Listener, token: AccessTokenClaims): Promise<boolean> {
    let standing: AccountStanding;
    try {
      standing = await findAccount(token.role, token.subject, token.familyId);
    } catch {
      // A database that cannot answer now says nothing about the account: its token's expiry still ends it.
      return true;
    }
    try {
      const account = admittedAccount(standing, token);
      // Events streams are a school's; a parent's token never opened one.
      return account.role !== 'parent' && sameListener(listener, listenerOf(account));
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
  }

  return {
    /**
     * Refuses a new stream (before its response starts) when its account, its school or its client
     * address holds as many as it may: one school's thousands of tabs must not take another's memory and
     * file descriptors.
     */
    checkRoom(account: Account, address: string): void {
      if (closing) throw new HttpError(503, 'The server is restarting; please try again in a few seconds');
      const full = (holder: string) =>
        tooManyRequests(`${holder} live streams open; close a tab or try again later`, {
          'retry-after': String(ROOM_WAIT_SECONDS),
        });
      if (perAccount.of(keyOf(account)) >= MAX_STREAMS_PER_ACCOUNT) {
        throw full(`This account already has ${MAX_STREAMS_PER_ACCOUNT}`);
      }
      if (perSchool.of(String(tenantOf(account))) >= caps.perSchool) {
        throw full(`This school already has ${caps.perSchool}`);
      }
      if (perAddress.of(address) >= caps.perAddress)
        throw full(`This address already has ${caps.perAddress}`);
    },

    /** Serves a stream on a response whose headers are sent, until one of the ends above. */
    open(account: Account, address: string, token: AccessTokenClaims, sink: StreamSink): void {
      const listener = listenerOf(account);
      const key = keyOf(account);
      const school = tenantOf(account);
      let ended = false;

      const write = (text: string) => {
        if (ended) return;
        sink.write(text);
        if (sink.unsent() > MAX_UNSENT_BYTES) stream.end();
      };

      const stream: OpenStream = {
        listener,
        write,
        end() {
          if (ended) return;
          ended = true;
          sink.end();
        },
      };

      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        void stillAdmitted(listener, token).then((admitted) => {
          if (!admitted) stream.end();
        });
      }, heartbeatSeconds * 1000);
      // A millisecond past the expiry: Node's timers may fire up to one before Date.now() reaches their time.
      const untilExpired = token.expiresAt - Date.now() + 1;
      const expiry = setTimeout(() => stream.end(), Math.min(untilExpired, LONGEST_TIMER_MS));

      const ofSchool = schools.get(school) ?? new Set<OpenStream>();
      schools.set(school, ofSchool.add(stream));
      perAccount.add(key);
      perSchool.add(String(school));
      perAddress.add(address);
      sink.onClose(() => {
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        ofSchool.delete(stream);
        if (ofSchool.size === 0 && schools.get(school) === ofSchool) schools.delete(school);
        perAccount.remove(key);
        perSchool.remove(String(school));
        perAddress.remove(address);
      });

      write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
      write(readyText());
    },

    /** Ends every stream, and refuses new ones: the server is closing, and would wait for them. */
    endAll(): void {
      closing = true;
      for (const school of schools.values()) for (const stream of school) stream.end();
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
