import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '../../lib/http-error.js';
import { badRequest } from '../../lib/http-error.js';

const NUL = '\u0000';

/**
 * How deep objects and arrays may nest in a request. The API's own bodies nest a few levels; a JSON text
 * of 1 MiB can nest half a million, which no walk of it (this one, a validator's, a logger's) should meet.
 */
export const MAX_NESTING = 64;

/**
 * The places in `value` (a parsed query, body or path) where a string holds a NUL character; a 400 once it
 * nests too deeply.
 */
function nulPaths(value: unknown, path: string, depth = 0): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  if (depth === MAX_NESTING) {
    throw badRequest(`The ${path.split('.', 1)[0]} nests too deeply (${MAX_NESTING} levels at most)`);
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nulPaths(item, `${path}.${index}`, depth + 1));
  }
  return Object.entries(value).flatMap(([key, item]) => nulPaths(item, `${path}.${key}`, depth + 1));
}

/**
 * Refuses, before validation, a request shaped so that the rest of the server must not meet it: params, a
 * query or a body nested past {@link MAX_NESTING} levels, before anything else recurses into it; and text
 * holding a NUL character, which PostgreSQL cannot store, so it would otherwise end as a 500 deep inside a
 * query. The schemas refuse other control characters field by field.
 */
async function requestShapePlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [
      ...nulPaths(request.params, 'params'),
      ...nulPaths(request.query, 'query'),
      ...nulPaths(request.body, 'body'),
    ].map((path) => ({ path, message: 'must not contain control characters' }));
    if (errors.length > 0) {
      throw badRequest(
        `Validation failed: ${errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`,
        errors,
      );
    }
  });
}

export default fp(requestShapePlugin, { name: 'request-shape' });
