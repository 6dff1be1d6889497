import type { InjectOptions } from 'fastify';
import type { SignedIn } from './accounts.js';
import { useTestApp, type TestAppOptions } from './test-app.js';

/**
 * The test app of a file (built before its tests, closed after them) and the calls its tests make: a
 * request, the database, and a GET as someone, or as no one. Call it inside a describe.
 */
export function useAppCalls(options: TestAppOptions = {}) {
  const context = useTestApp(options);
  const inject = (request: InjectOptions) => context.app.inject(request);
  const db = () => context.database.connection.db;
  const get = (url: string, who?: SignedIn) =>
    inject({ method: 'GET', url, ...(who && { headers: who.auth }) });
  return { context, inject, db, get };
}
