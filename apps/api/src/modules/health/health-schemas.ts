import { z } from 'zod';
import { isoDateTimeOutput } from '../../lib/common-schemas.js';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';
import { REFUSED_WRITE_MEMORY_MS } from '../../plugins/app/database.js';

const REMEMBERED = `${REFUSED_WRITE_MEMORY_MS / 1000} seconds`;

export const HealthReportSchema = z
  .object({
    status: z
      .enum(['healthy', 'unhealthy'])
      .describe(
        'unhealthy (with 503) when the database cannot be reached or cannot store changes, or when events are `reconnecting`; an unreachable Redis leaves it healthy',
      ),
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
    redis: z
      .object({
        status: z
          .enum(['connected', 'unreachable', 'unused'])
          .describe(
            'unreachable: Redis did not answer within REDIS_COMMAND_TIMEOUT_MS, and the rate limits are paused (every request goes on) until it does; unused: no REDIS_URL, each process counts in its own memory',
          ),
        responseTime: z
          .number()
          .nullable()
          .describe('Milliseconds Redis took to answer a ping, or until it was given up; null without Redis'),
      })
      .describe('Where the rate limits count. Every process shares it, so it is reported, not acted on'),
    events: z
      .enum(['listening', 'reconnecting'])
      .describe(
        "reconnecting: this process has lost its link to the other processes' live events (its streams miss them) and is making it again",
      ),
  })
  .meta({ id: 'HealthReport' });

const example = {
  status: 'healthy',
  timestamp: '2026-11-21T09:30:00.000Z',
  uptime: 5230.42,
  version: '2.1.0',
  database: { health: 'healthy', status: 'connected', responseTime: 0.84, writable: true },
  redis: { status: 'connected', responseTime: 0.31 },
  events: 'listening',
} as const;

export const HealthyResponseSchema = successEnvelopeSchema(HealthReportSchema)
  .describe('The server can serve: its database answers and stores changes, and it hears live events')
  .meta({ example: { success: true, statusCode: 200, data: example } });

export const UnhealthyResponseSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.literal(503),
    data: HealthReportSchema,
    message: z.string(),
  })
  .describe(
    'The database is unreachable or cannot store changes, or this server does not hear live events: the report says which part failed',
  )
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
    'Pings the database and Redis and reports the server status, uptime and version. Answers 503 when the ' +
    `database is unreachable, or refused a write in the last ${REMEMBERED} (read-only, or its disk full), or ` +
    "when this process has lost its link to the other processes' live events, so load balancers and " +
    'orchestrators can take the instance out of rotation. An unreachable Redis is reported and answers 200: ' +
    'every process shares it, and each serves on with its rate limits paused.',
  response: {
    200: HealthyResponseSchema,
    503: UnhealthyResponseSchema,
    ...errorResponses(500),
  },
};
