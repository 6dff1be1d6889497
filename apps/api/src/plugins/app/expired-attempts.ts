import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Account } from '../../domain/roles.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route shows results or analytics: attempts whose time is up are finished first, so what it shows
     * counts them (modules/attempts/expired-attempts.ts).
     */
    showsResults?: boolean;
  }
}

export interface ExpiredAttemptsOptions {
  /** Finishes the expired attempts whose results the account would read. */
  settle: (account: Account) => Promise<unknown>;
}

async function expiredAttemptsPlugin(app: FastifyInstance, { settle }: ExpiredAttemptsOptions) {
  app.addHook('preHandler', async (request) => {
    const { account } = request;
    // A parent's reads settle their child's attempts themselves (modules/parents).
    if (request.routeOptions.config.showsResults && account && account.role !== 'parent')
      await settle(account);
  });
}

export default fp(expiredAttemptsPlugin, {
  name: 'expired-attempts',
  // It settles the attempts of the account authentication found.
  dependencies: ['authentication'],
});
