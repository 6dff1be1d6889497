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
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema: object }>; headers?: Record<string, object> }
  >;
  security?: object[];
  'x-access'?: string[];
}
type OpenapiDocument = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

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
    const withoutControlCharacters = { allOf: [{ pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' }] };
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

  it('names each entity and the error envelope as a component schema that the operations refer to', () => {
    const named = Object.keys(served.components.schemas);
    const entities = ['Admin', 'Student', 'Exam', 'AdminExam', 'Question', 'Result', 'Attempt'];
    expect(named).toEqual(expect.arrayContaining([...entities, 'ErrorEnvelope', 'FieldError', 'PageMeta']));

    const refersTo = (schema: object | undefined, name: string) =>
      JSON.stringify(schema ?? {}).includes(`"$ref":"#/components/schemas/${name}"`);
    const operations = Object.values(served.paths).flatMap((methods) => Object.values(methods));
    const jsonOf = (response: NonNullable<Operation['responses']>[string]) =>
      response.content?.['application/json']?.schema;
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // The health check's 503 carries the health report in `data`: an answer of its own.
        if (operation.operationId === 'getHealth' && status === '503') continue;
        if (Number(status) >= 400)
          expect(jsonOf(response), `${operation.operationId} ${status}`).toEqual({
            $ref: '#/components/schemas/ErrorEnvelope',
          });
      }
    }
    const successOf = (path: string, method: string, status: string) =>
      jsonOf(served.paths[path]?.[method]?.responses?.[status] ?? {});
    expect(refersTo(successOf('/api/v1/student/me', 'get', '200'), 'Student')).toBe(true);
    expect(refersTo(successOf('/api/v1/exam', 'post', '201'), 'AdminExam')).toBe(true);
    expect(refersTo(successOf('/api/v1/result', 'get', '200'), 'PageMeta')).toBe(true);
    // Nothing is named that no operation uses.
    for (const name of named) {
      const used = [...operations, ...Object.values(served.components.schemas)].some((part) =>
        refersTo(part, name),
      );
      expect(used, name).toBe(true);
    }
  });

  it('is read from the server that serves it, at its root', () => {
    expect(served.servers.map((server) => server.url)).toEqual(['/']);
  });

  it('documents every answer an operation may give, and the headers each carries', () => {
    const operations = Object.values(served.paths).flatMap((methods) => Object.values(methods));
    const problems = operations.flatMap((operation) => {
      const responses = operation.responses ?? {};
      const statuses = Object.keys(responses);
      const roles = (operation['x-access'] ?? []).filter((caller) => caller !== 'anyone');
      const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
      const expected = [
        // The database or the server may fail to keep up with any of them.
        '500',
        '503',
        ...(roles.length > 0 ? ['401', '403'] : []),
        ...(takesInput ? ['400'] : []),
        ...(operation.requestBody ? ['413', '415'] : []),
      ];
      const missing = expected.filter((status) => !statuses.includes(status));
      const headerless = Object.entries(responses).flatMap(([status, response]) => {
        const headers = Object.keys(response.headers ?? {});
        const wanted = [
          'X-Request-Id',
          ...(status === '429' ? ['Retry-After'] : []),
          ...(status === '401' ? ['WWW-Authenticate'] : []),
        ];
        return wanted.filter((name) => !headers.includes(name)).map((name) => `${status} without ${name}`);
      });
      const security = roles.length > 0 ? [] : [operation.security === undefined ? 'no security stated' : ''];
      return [...missing.map((status) => `no ${status}`), ...headerless, ...security.filter(Boolean)].map(
        (problem) => `${operation.operationId}: ${problem}`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('leaves itself out of the document', () => {
    expect(Object.keys(served.paths)).not.toContain('/api/v1/openapi.json');
  });
});
