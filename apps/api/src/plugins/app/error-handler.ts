import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, refusesWrites } from '../../db/database-errors.js';
import { errorEnvelope, errorResponses } from '../../lib/envelope.js';
import { HttpError, type FieldError } from '../../lib/http-error.js';
import { SHED_RETRY_AFTER_SECONDS } from '../external/under-pressure.js';

interface DescribedError {
  statusCode: number;
  message: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** A passing condition of the server, not a fault of the code: logged as one warning, no stack. */
  transient?: boolean;
}

/** A database restart or failover takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A read-only database or a full disk waits for someone to mend it: longer, and often minutes. */
const REFUSED_WRITE_RETRY_AFTER_SECONDS = 30;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const VALIDATION_CONTEXTS: Record<string, string> = { querystring: 'query' };
const SUMMARISED_FIELD_ERRORS = 3;

/** Maps anything thrown while handling a request to the status, message and details the client sees. */
function describeError(error: FastifyError | HttpError): DescribedError {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, ...error.options };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context =
      VALIDATION_CONTEXTS[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
    const errors = error.validation.map((issue) => ({
      path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const summary = errors
      .slice(0, SUMMARISED_FIELD_ERRORS)
      .map((e) => `${e.path}: ${e.message}`)
      .join('; ');
    const more =
      errors.length > SUMMARISED_FIELD_ERRORS ? ` (and ${errors.length - SUMMARISED_FIELD_ERRORS} more)` : '';
    return { statusCode: 400, message: `Validation failed: ${summary}${more}`, errors };
  }
  if (error.code === 'FST_UNDER_PRESSURE') {
    return {
      statusCode: 503,
      message: 'The server is too busy right now; please try again in a few seconds',
      headers: { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) },
      transient: true,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      message: 'The database is not available right now; please try again in a few seconds',
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      transient: true,
    };
  }
  if (refusesWrites(error)) {
    // Not transient: it lasts until mended, so it is logged as the error it is, with its SQLSTATE.
    return {
      statusCode: 503,
      message: 'The database cannot store changes right now; please try again later',
      headers: { 'retry-after': String(REFUSED_WRITE_RETRY_AFTER_SECONDS) },
    };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { statusCode: 415, message: 'Unsupported Media Type: send the body as application/json' };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, …) have safe, clear messages.
    return { statusCode, message: error.message };
  }
  return {
    statusCode: statusCode >= 500 && statusCode <= 599 ? statusCode : 500,
    message: 'Internal Server Error',
  };
}

function handleError(
  this: FastifyInstance,
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const described = describeError(error);
  if (described.transient) {
    request.log.warn({ statusCode: described.statusCode, reason: reasonOf(error) }, described.message);
  } else if (described.statusCode >= 500) {
    request.log.error(
      { err: error, method: request.method, url: request.url, params: request.params, body: request.body },
      'request failed',
    );
  } else {
    request.log.info({ statusCode: described.statusCode, reason: described.message }, 'request rejected');
  }
  return reply
    .headers(described.headers ?? {})
    .code(described.statusCode)
    .send(errorEnvelope(described.statusCode, described.message, described.errors));
}

/** The innermost cause's code or message: enough to tell a refused connection from a timeout. */
function reasonOf(error: Error): string {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const { code, message } = inner as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string' && part !== '').join(': ');
}

/** Unknown path → 404; known path with another method → 405 with `Allow`. */
function handleNotFound(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? request.url;
  const allowed = METHODS.filter((method) => this.findRoute({ method, url: path }) !== null);
  if (allowed.length > 0) {
    const message = `Method ${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`;
    return reply.code(405).header('allow', allowed.join(', ')).send(errorEnvelope(405, message));
  }
  return reply.code(404).send(errorEnvelope(404, `Route ${request.method} ${path} not found`));
}

/** Unknown paths, per client address: enough for any real client, too few for scanning the API. */
export const NOT_FOUND_RATE_LIMIT = { max: 120, window: 60 };

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  // What any route may answer whatever it does, as this handler words it: 503 while the database or the
  // server cannot keep up, and 413 for a body past the limit. Each route's documentation says so.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.response) return;
    const responses = route.schema.response as Record<string, unknown>;
    const anyRoute = errorResponses(...(route.schema.body ? [413, 503] : [503]));
    route.schema = { ...route.schema, response: { ...anyRoute, ...responses } };
  });
  app.setNotFoundHandler(
    { preHandler: app.limitRequests('not-found', { limit: NOT_FOUND_RATE_LIMIT }) },
    handleNotFound,
  );
}

export default fp(errorHandlerPlugin, { name: 'error-handler', dependencies: ['limits'] });
