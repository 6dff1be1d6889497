import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '../../lib/http-error.js';
import { badRequest } from '../../lib/http-error.js';

const NUL = '\u0000';

/** The places in `value` (a parsed query, body or path) where a string holds a NUL character. */
function nulPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, `${path}.${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, `${path}.${key}`));
  }
  return [];
}

/**
 * No text with a NUL character gets past the edge: PostgreSQL cannot store one, so it would otherwise end
 * as a 500 deep inside a query. The schemas refuse other control characters field by field.
 */
async function noNulCharactersPlugin(app: FastifyInstance) {
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

export default fp(noNulCharactersPlugin, { name: 'no-nul-characters' });
