import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { OPENAPI_TAGS } from '../src/plugins/external/swagger.js';
import { OPENAPI_FILE, serializeOpenapi } from '../scripts/openapi-file.js';
import { useTestApp } from './helpers/test-app.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, object> } }> };
  responses?: Record<string, { description?: string }>;
}
type OpenapiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  const context = useTestApp();
  let app: App;
  let served: OpenapiDocument;
  beforeAll(async () => {
    app = context.app;
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    served = response.json();
  });

  it('is OpenAPI 3.1 and served at /api/v1/openapi.json', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served.paths['/health']?.get?.operationId).toBe('getHealth');
  });

  it('matches the committed apps/api/openapi.json (run `npm run openapi` after changing a route)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenapi(app.swagger()));
  });

  it('gives every operation a unique operationId, a known tag, a description and described responses', () => {
    const knownTags = new Set<string>(OPENAPI_TAGS.map((tag) => tag.name));
    const operations = Object.values(served.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);

    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags?.length).toBe(1);
      expect(knownTags.has(operation.tags?.[0] ?? '')).toBe(true);
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toBeTruthy();
      const responses = Object.entries(operation.responses ?? {});
      expect(responses.some(([code]) => code.startsWith('2'))).toBe(true);
      expect(responses.some(([code]) => code === '500')).toBe(true);
      for (const [, response] of responses) expect(response.description).toBeTruthy();
    }
  });

  it('states the rules of text the server trims before checking it', () => {
    const body = served.paths['/api/v1/student/register']?.post?.requestBody?.content['application/json'];
    const { fullname, username, email, phone_no: phone } = body?.schema.properties ?? {};
    const withoutControlCharacters = { allOf: [{ pattern: '^\\P{Cc}*$' }] };
    expect(fullname).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 100,
      ...withoutControlCharacters,
    });
    expect(username).toMatchObject({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_.-]+$' });
    // email and phone_no may be left blank, which means none, as null does.
    const blank = { type: 'string', pattern: '^\\s*$' };
    expect(email).toMatchObject({ anyOf: [blank, { format: 'email', maxLength: 254 }, { type: 'null' }] });
    expect(phone).toMatchObject({ anyOf: [blank, { pattern: '^\\+?\\d{10,15}$' }, { type: 'null' }] });
  });

  it('types the numbers of a query string as integers with their bounds', () => {
    const parameters = served.paths['/api/v1/student']?.get?.parameters ?? [];
    const schemaOf = (name: string) => parameters.find((parameter) => parameter.name === name)?.schema;
    expect(schemaOf('page')).toEqual({ type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 });
    expect(schemaOf('limit')).toEqual({ type: 'integer', minimum: 1, maximum: 500, default: 100 });
    expect(schemaOf('class')).toEqual({ type: 'integer', minimum: 1, maximum: 10 });
  });

  it('leaves itself out of the document', () => {
    expect(Object.keys(served.paths)).not.toContain('/api/v1/openapi.json');
  });
});
