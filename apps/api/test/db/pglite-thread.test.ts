// @driver-neutral: the embedded database’s own thread
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-errors.js';
import { startPgliteThread, type PgliteThread } from '../../src/db/pglite-thread.js';

const source = inject('testDatabase');
/** The embedded database's thread is the PGlite project's concern; the PostgreSQL project has no use for it. */
const embedded = source.driver === 'pglite';

/** A new, empty database: loaded from the run's snapshot of one, not created (seconds) each time. */
function emptyDatabase() {
  if (source.driver !== 'pglite') throw new Error('emptyDatabase: the embedded database only');
  return { snapshot: new Uint8Array(readFileSync(source.emptySnapshotFile)) };
}

async function startedThread(): Promise<PgliteThread> {
  const thread = await startPgliteThread(emptyDatabase());
  onTestFinished(() => thread.close());
  return thread;
}

async function clientOf(thread: PgliteThread): Promise<pg.Client> {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
  await client.connect();
  return client;
}

const countOf = async (client: pg.Client) =>
  (await client.query<{ count: number }>('select count(*)::int as count from marks')).rows[0]!.count;

describe.runIf(embedded)('the embedded database in its own thread', () => {
  it('answers many clients at once, each with the rows of its own parameters', async () => {
    const thread = await startedThread();
    const clients = await Promise.all(Array.from({ length: 8 }, () => clientOf(thread)));
    onTestFinished(async () => {
      await Promise.all(clients.map((client) => client.end()));
    });

    // Clients at once, each one query after another as a pooled connection is used.
    const answers = (
      await Promise.all(
        clients.map(async (client, index) => {
          const matches: boolean[] = [];
          for (let round = 0; round < 25; round += 1) {
            const { rows } = await client.query<{ value: string }>('select $1::text || $2::text as value', [
              `client ${index}`,
              ` round ${round}`,
            ]);
            matches.push(rows[0]!.value === `client ${index} round ${round}`);
          }
          return matches;
        }),
      )
    ).flat();

    expect(answers.every(Boolean)).toBe(true);
    expect(answers).toHaveLength(200);
  });

  it("keeps an open transaction to its own client: another's query waits for the commit", async () => {
    const thread = await startedThread();
    const [owner, other] = [await clientOf(thread), await clientOf(thread)];
    onTestFinished(async () => {
      await Promise.all([owner.end(), other.end()]);
    });
    await owner.query('create table marks (value int)');

    await owner.query('begin');
    await owner.query('insert into marks values (1)');
    let otherAnswered = false;
    const otherCount = countOf(other).finally(() => (otherAnswered = true));
    await owner.query('insert into marks values (2)');
    expect(otherAnswered).toBe(false);
    await owner.query('commit');

    expect(await otherCount).toBe(2);
  });

  it('lets a query that waited through a transaction go before the next transaction starts', async () => {
    const thread = await startedThread();
    const [owner, next, reader] = [await clientOf(thread), await clientOf(thread), await clientOf(thread)];
    onTestFinished(async () => {
      await Promise.all([owner.end(), next.end(), reader.end()]);
    });
    await owner.query('create table marks (value int)');

    await owner.query('begin');
    await owner.query('insert into marks values (1)');
    const nextTransaction = (async () => {
      await next.query('begin');
      await next.query('insert into marks values (2)');
      await next.query('commit');
    })();
    // Behind the open transaction wait, in this order, the next transaction's begin and the reader's query.
    const waitingNow = () => thread.waitingExchanges();
    await expect.poll(waitingNow, { timeout: 10_000 }).toBe(1);
    const readerCount = countOf(reader);
    await expect.poll(waitingNow, { timeout: 10_000 }).toBe(2);
    await owner.query('commit');

    // Had the next transaction begun first, the reader would have waited for it and counted its row.
    expect(await readerCount).toBe(1);
    await nextTransaction;
    expect(await countOf(reader)).toBe(2);
  });

  it('rolls back the transaction of a client that went away, and serves the others', async () => {
    const thread = await startedThread();
    const [leaving, staying] = [await clientOf(thread), await clientOf(thread)];
    onTestFinished(() => staying.end());
    await staying.query('create table marks (value int)');

    await leaving.query('begin');
    await leaving.query('insert into marks values (1)');
    await leaving.end();

    expect(await countOf(staying)).toBe(0);
    await staying.query('insert into marks values (2)');
    expect(await countOf(staying)).toBe(1);
  });

  it("answers a client's mistake with its error, and the client goes on", async () => {
    const thread = await startedThread();
    const client = await clientOf(thread);
    onTestFinished(() => client.end());

    await expect(client.query('select * from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("keeps each client's named statements to itself, though all share the database's one session", async () => {
    const thread = await startedThread();
    const [first, second] = [await clientOf(thread), await clientOf(thread)];
    onTestFinished(async () => {
      await Promise.all([first.end(), second.end()]);
    });

    // The same name for two different statements, prepared once on each connection and then reused.
    const ask = (client: pg.Client, text: string, value: number) =>
      client
        .query<{ answer: number }>({ name: 'answer', text, values: [value] })
        .then(({ rows }) => rows[0]!.answer);
    for (let round = 1; round <= 3; round++) {
      expect(await ask(first, 'select $1::int + 1 as answer', round)).toBe(round + 1);
      expect(await ask(second, 'select $1::int * 10 as answer', round)).toBe(round * 10);
    }
  });

  it('deallocates the named statements of a client that went away', async () => {
    const thread = await startedThread();
    const [leaving, staying] = [await clientOf(thread), await clientOf(thread)];
    onTestFinished(() => staying.end());
    const prepared = async () =>
      (await staying.query<{ name: string }>('select name from pg_prepared_statements')).rows.length;

    await leaving.query({ name: 'kept', text: 'select $1::int as one', values: [1] });
    await staying.query({ name: 'kept', text: 'select $1::int as one', values: [1] });
    expect(await prepared()).toBe(2);
    await leaving.end();

    // The thread hears of the departure on the leaving client's own channel, in its own time.
    await vi.waitFor(async () => expect(await prepared()).toBe(1), { timeout: 10_000, interval: 20 });
  });

  it('closes cleanly while it still deallocates the statements of clients that just left', async () => {
    const failures: Error[] = [];
    const thread = await startPgliteThread(emptyDatabase(), (error) => failures.push(error));
    const clients = await Promise.all(Array.from({ length: 10 }, () => clientOf(thread)));
    for (const client of clients) {
      await client.query({ name: 'kept', text: 'select $1::int as one', values: [1] });
    }

    // As a server closes its pool, then the database, on its way out.
    await Promise.all(clients.map((client) => client.end()));
    await thread.close();

    expect(failures).toEqual([]);
  });

  it('refuses new connections once stopped, as a database that is down', async () => {
    const thread = await startPgliteThread(emptyDatabase());
    await thread.close();

    const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
    const refusal = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(isDatabaseUnavailable(refusal)).toBe(true);
  });
});
