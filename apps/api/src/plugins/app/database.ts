import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
  }
}

/** Shares the open database with every module, and closes it once the server has stopped. */
async function databasePlugin(app: FastifyInstance, { database }: { database: DatabaseConnection }) {
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database' });
