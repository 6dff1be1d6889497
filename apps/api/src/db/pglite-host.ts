/**
 * The embedded database's own thread: PGlite runs its queries synchronously, so on the server's thread
 * every query would stop every request. Here it answers the PostgreSQL wire protocol on message ports —
 * one per connection — and the server talks to it with the same driver it uses for a PostgreSQL server.
 *
 * PGlite is one session, which every connection shares. Named prepared statements and portals are kept
 * apart by a prefix per connection (`session-names.ts`) and deallocated when their connection closes; the
 * rest of what a session keeps (`SET`, SQL-level `PREPARE`) would be seen by all, so the API uses none of it.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { describePgliteError } from './pglite-errors.js';
import { withNamesPrefixed } from './session-names.js';
import { PLAN_EVERY_EXECUTION } from './statement-reusing-client.js';

export interface HostOptions {
  /** The data directory; unset → a database in memory. */
  dataDir?: string;
  /** A `dumpDataDir` tarball to start an in-memory database from. */
  snapshot?: Uint8Array<ArrayBuffer>;
}

/** From the server's thread. `waiting`: reply on that port how many exchanges wait for the database. */
export type HostRequest = { connect: MessagePort } | { waiting: MessagePort } | { close: true };
/** To the server's thread. */
export type HostReport = { ready: true } | { failed: string } | { closed: true };

const SSL_REQUEST_CODE = 80_877_103;
const CANCEL_REQUEST_CODE = 80_877_102;
const TERMINATE = 'X'.charCodeAt(0);
/** "No SSL here": the answer to a client asking to encrypt a connection that never leaves the process. */
const NO_SSL = Uint8Array.of('N'.charCodeAt(0));

const port = parentPort!;
const options = workerData as HostOptions;

let database: PGlite;
try {
  database = await PGlite.create({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.snapshot && { loadDataDir: new Blob([options.snapshot]) }),
  });
  // See PLAN_EVERY_EXECUTION in statement-reusing-client.ts; here without autovacuum, whose ANALYZE
  // would at least replace a stale plan, a generic plan made on an empty table would stay for good.
  await database.exec(`set plan_cache_mode = ${PLAN_EVERY_EXECUTION}`);
  port.postMessage({ ready: true } satisfies HostReport);
} catch (error) {
  port.postMessage({ failed: describePgliteError(error) } satisfies HostReport);
  process.exit(1);
}

port.on('message', (request: HostRequest) => {
  if ('connect' in request) serve(request.connect);
  else if ('waiting' in request) {
    request.waiting.postMessage(waiting.length);
    request.waiting.close();
  } else void close();
});

async function close() {
  // A statement still running, or a connection's statements being deallocated, would meet a closed
  // database: the exchange under way ends first, and nothing starts after it.
  closing = true;
  await runner;
  await database.close();
  port.postMessage({ closed: true } satisfies HostReport);
  port.close();
}

/**
 * What one connection asks in one go: messages up to a Sync, a simple Query or a Flush, after which the
 * client waits for the answer. The database takes one exchange at a time, whole, so the unnamed statement
 * and portal one connection prepared are the ones it executes.
 */
interface Exchange {
  connection: Connection;
  messages: Buffer;
  /** Its place in the order of arrival. */
  arrival: number;
  /** A simple query that opens a transaction, as drivers send `begin`. */
  beginsTransaction: boolean;
}

interface Connection {
  port: MessagePort;
  closed: boolean;
  /** Prefixed to the names of its statements and portals. */
  prefix: string;
  /** It has named statements, which outlive it unless deallocated. */
  named: boolean;
}

const ENDS_EXCHANGE = new Set(['S', 'Q', 'H'].map((type) => type.charCodeAt(0)));
const QUERY = 'Q'.charCodeAt(0);
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;

const waiting: Exchange[] = [];
/** The connection whose transaction is open: until it ends, only its exchanges run. */
let inTransaction: Connection | undefined;
let arrivals = 0;
/** Exchanges that arrived before this number waited while the last transaction held the database. */
let waitedThrough = 0;
/** Closed connections whose named statements are still prepared. */
const leaving: Connection[] = [];
/** The loop running the waiting exchanges, while it runs. */
let runner: Promise<void> | undefined;
let closing = false;
let connections = 0;

function serve(port: MessagePort) {
  const connection: Connection = { port, closed: false, prefix: `${++connections}:`, named: false };
  const prefix = Buffer.from(connection.prefix);
  let pending: Buffer = Buffer.alloc(0);
  let started = false;

  port.on('message', (bytes: Uint8Array) => {
    // Usually nothing is left over from the last piece: the bytes are used as they are, not copied.
    pending =
      pending.length === 0
        ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
        : Buffer.concat([pending, bytes]);
    for (let messages = takeExchange(); messages; messages = takeExchange()) {
      waiting.push({
        connection,
        messages,
        arrival: arrivals++,
        beginsTransaction: beginsTransaction(messages),
      });
    }
    runWaiting();
  });
  port.on('close', () => {
    closeConnection();
    runWaiting();
  });

  /** Its exchanges are dropped from now on and its statements deallocated before the next one runs. */
  function closeConnection() {
    if (connection.closed) return;
    connection.closed = true;
    if (connection.named) leaving.push(connection);
    port.close();
  }

  /**
   * The next whole exchange at the front of `pending`, handling what only the start of a connection
   * says. The startup message is an exchange of its own, as PGlite expects it.
   */
  function takeExchange(): Buffer | undefined {
    if (!started) {
      if (pending.length < 8 || pending.length < pending.readInt32BE(0)) return undefined;
      const length = pending.readInt32BE(0);
      const code = pending.readInt32BE(4);
      const first = pending.subarray(0, length);
      pending = pending.subarray(length);
      if (code === SSL_REQUEST_CODE) {
        port.postMessage(NO_SSL);
        return takeExchange();
      }
      // PGlite has no other backend to interrupt: a cancel request is dropped, as its protocol allows.
      if (code === CANCEL_REQUEST_CODE) {
        closeConnection();
        return undefined;
      }
      started = true;
      return first;
    }
    for (let end = 0; end + 5 <= pending.length;) {
      const type = pending[end]!;
      const next = end + 1 + pending.readInt32BE(end + 1);
      if (next > pending.length) return undefined;
      if (type === TERMINATE) {
        closeConnection();
        return undefined;
      }
      end = next;
      if (ENDS_EXCHANGE.has(type)) {
        const exchange = pending.subarray(0, end);
        pending = pending.subarray(end);
        const prefixed = withNamesPrefixed(exchange, prefix);
        if (prefixed !== exchange) connection.named = true;
        return prefixed;
      }
    }
    return undefined;
  }
}

const beginsTransaction = (messages: Buffer) =>
  messages[0] === QUERY && BEGIN.test(messages.toString('latin1', 5, Math.min(messages.length, 40)));

/**
 * Which waiting exchange runs next. An open transaction's own come first and alone. Otherwise the
 * exchanges run in order of arrival, except that those that waited through the last transaction and do
 * not open one go before the next transaction: one teacher's eight exams being created, each a
 * transaction, would otherwise make another's single query wait for all eight. Those arriving later
 * take their turn behind it, so a transaction waits for at most one such round; a connection's own
 * exchanges never change order.
 */
function nextExchange(): number {
  if (inTransaction) return waiting.findIndex((exchange) => exchange.connection === inTransaction);
  const passed = new Set<Connection>();
  for (const [index, exchange] of waiting.entries()) {
    if (exchange.arrival >= waitedThrough) break;
    if (!exchange.beginsTransaction && !passed.has(exchange.connection)) return index;
    passed.add(exchange.connection);
  }
  return 0;
}

/** Starts running the waiting exchanges, unless they are running already or the database is closing. */
function runWaiting() {
  if (closing) return;
  runner ??= runExchanges().finally(() => (runner = undefined));
}

/** Runs the waiting exchanges, one at a time, in the order {@link nextExchange} gives. */
async function runExchanges() {
  for (;;) {
    if (closing) return;
    if (inTransaction?.closed) {
      // A client gone in the middle of a transaction must not leave it open for everyone else.
      await database.exec('rollback');
      inTransaction = undefined;
      waitedThrough = arrivals;
    }
    if (!inTransaction) await deallocateLeft();
    const index = nextExchange();
    if (index < 0 || waiting.length === 0) return;
    const [{ connection, messages }] = waiting.splice(index, 1) as [Exchange];
    if (connection.closed) continue;
    const answer = await execute(messages);
    if (answer.byteLength > 0) connection.port.postMessage(answer, [answer.buffer]);
    const wasInTransaction = inTransaction !== undefined;
    inTransaction = database.isInTransaction() ? connection : undefined;
    if (wasInTransaction && !inTransaction) waitedThrough = arrivals;
  }
}

/** Deallocates the statements of connections that closed: nothing else will ever execute them. */
async function deallocateLeft() {
  for (let connection = leaving.pop(); connection; connection = leaving.pop()) {
    const { rows } = await database.query<{ name: string }>(
      'select name from pg_prepared_statements where starts_with(name, $1)',
      [connection.prefix],
    );
    for (const { name } of rows) await database.exec(`deallocate "${name.replaceAll('"', '""')}"`);
  }
}

/**
 * The database's answer, as bytes. Streamed rather than `execProtocolRaw`, which also parses every row it
 * returns in this thread, for nothing: the driver on the other side parses them anyway.
 */
async function execute(messages: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  const pieces: Uint8Array[] = [];
  await database.execProtocolRawStream(messages, {
    // A view of the database's memory, reused for the next piece: copied at once.
    onRawData: (piece) => pieces.push(piece.slice()),
  });
  if (pieces.length === 1) return pieces[0] as Uint8Array<ArrayBuffer>;
  const answer = new Uint8Array(pieces.reduce((length, piece) => length + piece.byteLength, 0));
  let offset = 0;
  for (const piece of pieces) {
    answer.set(piece, offset);
    offset += piece.byteLength;
  }
  return answer;
}
