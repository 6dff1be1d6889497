import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-errors.js';
import { startPgliteThread, type PgliteThread } from '../../src/db/pglite-thread.js';

/** The embedded database's thread is the PGlite project's concern; the PostgreSQL project has no use for it. */
const embedded = inject('testDatabase').driver === 'pglite';

async function startedThread(): Promise<PgliteThread> {
  const thread = await startPgliteThread({});
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

    const answers = await Promise.all(
      clients.flatMap((client, index) =>
        Array.from({ length: 25 }, async (_, round) => {
          const { rows } = await client.query<{ value: string }>('select $1::text || $2::text as value', [
            `client ${index}`,
            ` round ${round}`,
          ]);
          return rows[0]!.value === `client ${index} round ${round}`;
        }),
      ),
    );

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

  it('refuses new connections once stopped, as a database that is down', async () => {
    const thread = await startPgliteThread({});
    await thread.close();

    const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
    const refusal = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(isDatabaseUnavailable(refusal)).toBe(true);
  });
});
