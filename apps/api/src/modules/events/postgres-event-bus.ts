import { ROUND_CHANGES } from '@abacus/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { createLocalDelivery, type EventBus } from './event-bus.js';
import type { LiveEvent } from './live-events.js';

/** The one channel every API process of a database listens on. */
export const EVENTS_CHANNEL = 'abacus_events';

/** Waits before listening again after the connection dropped: doubling from the first to the last. */
const RECONNECT_DELAYS_MS = { first: 500, last: 30_000 };
const CONNECT_TIMEOUT_MS = 5_000;
/** A listening connection dropped without a word (a failover, a NAT's table) is noticed within a minute. */
const KEEP_ALIVE_DELAY_MS = 10_000;

const PublicId = z.string().min(1).max(64);
/** What another process may have sent: checked, since a process of another version may share the channel. */
const LiveEventSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('exam'),
    adminId: z.number().int(),
    levels: z.array(z.number().int()),
    data: z.object({
      exam_id: PublicId,
      change: z.enum(['created', 'opened', 'closed', 'changed', 'deleted']),
    }),
  }),
  z.object({
    name: z.literal('result'),
    adminId: z.number().int(),
    studentId: z.number().int(),
    data: z.object({
      result_id: PublicId,
      exam_id: PublicId,
      student_id: PublicId,
      change: z.enum(['created', 'superseded']),
    }),
  }),
  z.object({
    name: z.literal('round'),
    adminId: z.number().int(),
    level: z.number().int(),
    wholeClass: z.boolean(),
    data: z.object({
      round_id: PublicId,
      change: z.enum(ROUND_CHANGES),
      question_index: z.number().int(),
      players: z.number().int(),
      playing: z.number().int(),
      answered: z.number().int(),
    }),
  }),
]);

export interface PostgresEventBusOptions {
  /** The server's URL, for the connection of this process's own that listens. */
  url: string;
  /** Sends the notifications, through the pool the requests use. */
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * Several API processes on one PostgreSQL server: an event is a NOTIFY of its small JSON on one channel,
 * and each process holds one connection of its own LISTENing to it, which hands every notification — its
 * own process's too — to the streams it serves. A listening connection that drops is opened again, with
 * growing pauses while the server is away; once it is back, the streams are told to read everything again,
 * since what was notified meanwhile never reached them.
 */
export function createPostgresEventBus({ url, db, log }: PostgresEventBusOptions): EventBus {
  const delivery = createLocalDelivery();
  let client: pg.Client | null = null;
  /** The client has LISTENed and not dropped since. */
  let heard = false;
  let closed = false;
  let delay = RECONNECT_DELAYS_MS.first;
  let retry: NodeJS.Timeout | undefined;

  function receive(payload: string | undefined) {
    let event: LiveEvent;
    try {
      event = LiveEventSchema.parse(JSON.parse(payload ?? ''));
    } catch {
      log.warn({ channel: EVENTS_CHANNEL }, 'ignored a notification that is not an event');
      return;
    }
    delivery.deliver(event);
  }

  function listenLater() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.last);
  }

  function drop(connection: pg.Client) {
    if (client !== connection) return;
    client = null;
    heard = false;
    connection.removeAllListeners('notification');
    // The connection is gone already or going: ending it only frees what is left of it.
    connection.end().catch(() => undefined);
    listenLater();
  }

  async function listen(): Promise<void> {
    const connection = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = connection;
    connection.on('notification', (message) => receive(message.payload));
    connection.on('error', (err) => {
      if (closed) return;
      log.warn({ err }, 'the connection listening for live events failed; listening again');
      drop(connection);
    });
    connection.on('end', () => drop(connection));
    try {
      await connection.connect();
      await connection.query(`listen ${EVENTS_CHANNEL}`);
    } catch (err) {
      if (closed) return;
      log.warn({ err }, 'cannot listen for live events yet; trying again');
      drop(connection);
      return;
    }
    delay = RECONNECT_DELAYS_MS.first;
    heard = true;
    // Streams served while nobody listened (none at the start) missed what was notified meanwhile.
    delivery.deliver({ name: 'ready' });
  }

  /**
   * The notifications this process sent, one after another: each is a transaction of its own on whichever
   * pooled connection is free, and PostgreSQL delivers them in the order they commit, so two sent at once
   * could arrive the other way round (an exam "deleted" before "closed").
   */
  let sending: Promise<unknown> = Promise.resolve();

  return {
    publish(event) {
      sending = sending
        .then(() => db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`))
        .catch((err: unknown) => log.warn({ err, event: event.name }, 'a live event could not be sent'));
    },
    subscribe: (listener) => delivery.subscribe(listener),
    start: () => listen(),
    listening: () => heard,
    async close() {
      closed = true;
      heard = false;
      clearTimeout(retry);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
