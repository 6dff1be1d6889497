import { z } from 'zod';
import { isoDateTimeOutput } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { REFUSED_WRITE_MEMORY_MS } from '../../plugins/app/database.js';

const REMEMBERED = `${REFUSED_WRITE_MEMORY_MS / 1000} seconds`;

export const HealthReportSchema = z
  .object({
    status: z.enum(['healthy', 'unhealthy']).describe('healthy when every dependency answers'),
    timestamp: isoDateTimeOutput().describe('When the check ran (ISO 8601, UTC)'),
    uptime: z.number().describe('Seconds since the server process started'),
    version: z.string().describe('The API version'),
    database: z.object({
      health: z.enum(['healthy', 'unhealthy']),
      status: z.enum(['connected', 'disconnected']),
      responseTime: z.number().describe('Milliseconds the database took to answer a ping'),
      writable: z
        .boolean()
        .describe(
          `false when the database is unreachable, or refused a write in the last ${REMEMBERED} (read-only, or its disk full)`,
        ),
    }),
  })
  .meta({ id: 'HealthReport' });

const example = {
  status: 'healthy',
  timestamp: '2026-11-21T09:30:00.000Z',
  uptime: 5230.42,
  version: '2.1.0',
  database: { health: 'healthy', status: 'connected', responseTime: 0.84, writable: true },
} as const;

export const HealthyResponseSchema = successEnvelopeSchema(HealthReportSchema)
  .describe('The server and its database are healthy')
  .meta({ example: { success: true, statusCode: 200, data: example } });

export const UnhealthyResponseSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.literal(503),
    data: HealthReportSchema,
    message: z.string(),
  })
  .describe('The database is unreachable or cannot store changes: the report says which part failed')
  .meta({
    example: {
      success: false,
      statusCode: 503,
      data: {
        ...example,
        status: 'unhealthy',
        database: { health: 'unhealthy', status: 'disconnected', responseTime: 3000.12, writable: false },
      },
      message: 'Service Unavailable: the database is unreachable',
    },
  });

export const healthRouteSchema = {
  operationId: 'getHealth',
  tags: ['Health'],
  summary: 'Server health',
  description:
    'Pings the database and reports the server status, uptime and version. Answers 503 when the database ' +
    `is unreachable, or refused a write in the last ${REMEMBERED} (read-only, or its disk full), so load ` +
    'balancers and orchestrators can take the instance out of rotation.',
  response: {
    200: HealthyResponseSchema,
    503: UnhealthyResponseSchema,
    ...errorResponses(500),
  },
};
