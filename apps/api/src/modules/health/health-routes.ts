import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { API_VERSION } from '../../version.js';
import { healthRouteSchema } from './health-schemas.js';
import { checkHealth, type HealthReport } from './health-service.js';

const unavailableBecause = (report: HealthReport) => {
  if (report.database.status !== 'connected') return 'Service Unavailable: the database is unreachable';
  if (!report.database.writable) return 'Service Unavailable: the database cannot store changes';
  return 'Service Unavailable: this server does not hear the live events of the others';
};

export const healthRoutes: FastifyPluginAsyncZod<{ eventsListening: () => boolean }> = async (
  app,
  { eventsListening },
) => {
  // A busy server is still alive: the health check is never shed, so a supervisor does not restart it.
  const neverShed = { pressureHandler: () => undefined };
  app.get('/health', { schema: healthRouteSchema, config: neverShed }, async (_request, reply) => {
    const report = await checkHealth(
      app.database,
      API_VERSION,
      { refusedWrite: app.refusedWrites.recent },
      { redis: () => app.limiters.health(), eventsListening },
    );
    if (report.status === 'healthy') return ok(report);
    return reply
      .code(503)
      .send({ success: false, statusCode: 503, data: report, message: unavailableBecause(report) } as const);
  });
};
