import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { API_VERSION } from '../../version.js';
import { healthRouteSchema } from './health-schemas.js';
import { checkHealth } from './health-service.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A busy server is still alive: the health check is never shed, so a supervisor does not restart it.
  const neverShed = { pressureHandler: () => undefined };
  app.get('/health', { schema: healthRouteSchema, config: neverShed }, async (_request, reply) => {
    const report = await checkHealth(app.database, API_VERSION, { refusedWrite: app.refusedWrites.recent });
    if (report.status === 'healthy') return ok(report);
    return reply.code(503).send({
      success: false,
      statusCode: 503,
      data: report,
      message:
        report.database.status === 'connected'
          ? 'Service Unavailable: the database cannot store changes'
          : 'Service Unavailable: the database is unreachable',
    } as const);
  });
};
