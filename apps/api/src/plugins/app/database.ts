import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refusesWrites } from '../../db/database-errors.js';
import type { DatabaseConnection } from '../../db/database.js';

/**
 * How long a write the database refused (read-only, disk full) counts as its state: such a state lasts
 * until someone mends it, and no cheap probe finds a full disk before a write meets it.
 */
export const REFUSED_WRITE_MEMORY_MS = 30_000;

/** When the database last refused a write. */
export class RefusedWrites {
  #last: number | undefined;

  note(): void {
    this.#last = Date.now();
  }

  /** True when a write was refused within the last {@link REFUSED_WRITE_MEMORY_MS}. */
  get recent(): boolean {
    return this.#last !== undefined && Date.now() - this.#last < REFUSED_WRITE_MEMORY_MS;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    refusedWrites: RefusedWrites;
  }
}

/**
 * Shares the open database with every module, notes the writes it refuses (for /health), and closes it
 * once the server has stopped.
 */
async function databasePlugin(app: FastifyInstance, { database }: { database: DatabaseConnection }) {
  const refusedWrites = new RefusedWrites();
  app.decorate('database', database);
  app.decorate('refusedWrites', refusedWrites);
  app.addHook('onError', async (_request, _reply, error) => {
    if (refusesWrites(error)) refusedWrites.note();
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database' });
