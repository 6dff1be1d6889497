import { describe, expect, it } from 'vitest';
import type { EndpointSlot } from '@/config/endpoint-order';
import type { DocumentedEndpoint } from '../endpoint';
import type { OpenApiDocument } from '../openapi-document';
import { readApiReference } from '../read-api-reference';

const envelope = (data: object) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, data },
});

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '9.9.9' },
  tags: [
    { name: 'Things', description: 'Things and their parts' },
    { name: 'Health', description: 'Health' },
  ],
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'Send Bearer <token>' },
    },
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'string', example: 't1' }, size: { type: 'integer' } },
        required: ['id', 'size'],
      },
    },
    parameters: {
      Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'Page' },
    },
  },
  paths: {
    '/things/{thingId}': {
      parameters: [
        { name: 'thingId', in: 'path', required: true, schema: { type: 'string', example: 't1' } },
      ],
      patch: {
        operationId: 'updateThing',
        summary: 'Update a thing',
        description: 'Changes a thing.',
        tags: ['Things'],
        security: [{ bearerAuth: [] }],
        parameters: [
          { $ref: '#/components/parameters/Page' },
          { name: 'mode', in: 'query', required: true, schema: { enum: ['fast', 'slow'] } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' }, description: 'A trace id' },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', example: 'Box' },
                  note: { type: 'string' },
                  size: { type: 'integer', minimum: 1 },
                  tags: { type: 'array', items: { type: 'string', example: 'red' } },
                },
                required: ['size'],
              },
            },
          },
        },
        responses: {
          '400': { description: 'Invalid' },
          '200': {
            description: 'Updated',
            content: {
              'application/json': { schema: envelope({ $ref: '#/components/schemas/Thing' }) },
              'application/pdf': { schema: { type: 'string' } },
            },
          },
          '401': { description: 'No token' },
        },
      },
    },
    '/things': {
      post: {
        summary: 'Create a thing',
        tags: ['Things'],
        security: [{}, { bearerAuth: [] }],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', example: { name: 'Given' } } } },
        },
        responses: {
          '201': {
            description: 'Created',
            content: { 'application/json': { schema: { type: 'object', example: { success: true } } } },
          },
        },
      },
    },
    '/health': {
      get: { summary: 'Server health', tags: ['Health'], responses: { '200': { description: 'Healthy' } } },
    },
    '/extra': { delete: { summary: 'Not in the order', responses: {} } },
  },
};

const ORDER: EndpointSlot[] = [
  { method: 'POST', path: '/things', tag: 'Things' },
  { method: 'PATCH', path: '/things/{thingId}', tag: 'Things' },
  { method: 'GET', path: '/things/{thingId}', tag: 'Things' },
  { method: 'GET', path: '/health', tag: 'Health' },
];

const reference = readApiReference(DOCUMENT, ORDER);
const documented = (index: number) => {
  const endpoint = reference.endpoints[index];
  if (!endpoint?.documented) throw new Error(`endpoint ${index} is not documented`);
  return endpoint;
};

describe('readApiReference', () => {
  it('keeps the documentation order and labels entries with their summaries', () => {
    expect(reference.endpoints.map((endpoint) => [endpoint.index, endpoint.label])).toEqual([
      [0, 'Create a thing'],
      [1, 'Update a thing'],
      [2, 'GET /things/{thingId}'],
      [3, 'Server health'],
    ]);
  });

  it('marks an entry the document does not describe as undocumented', () => {
    expect(reference.endpoints[2]).toEqual({
      documented: false,
      index: 2,
      method: 'GET',
      path: '/things/{thingId}',
      tag: 'Things',
      label: 'GET /things/{thingId}',
    });
  });

  it('counts every operation and reports those outside the order', () => {
    expect(reference.operationCount).toBe(4);
    expect(reference.unlistedOperations).toEqual([{ method: 'DELETE', path: '/extra' }]);
  });

  it('groups the entries by tag in the order the document declares its tags', () => {
    expect(reference.groups.map((group) => [group.tag, group.description, group.endpoints.length])).toEqual([
      ['Things', 'Things and their parts', 3],
      ['Health', 'Health', 1],
    ]);
  });

  it('lists path parameters declared on the path, and query parameters including referenced ones', () => {
    const endpoint = documented(1);
    expect(endpoint.pathParams).toEqual([
      { name: 'thingId', type: 'string', required: true, description: '', example: 't1' },
    ]);
    expect(endpoint.queryParams).toEqual([
      { name: 'page', type: 'integer', required: false, description: 'Page', example: undefined },
      { name: 'mode', type: '"fast" | "slow"', required: true, description: '', example: undefined },
    ]);
  });

  it('adds Authorization for bearer security and Content-Type for a body to the header parameters', () => {
    const names = (endpoint: DocumentedEndpoint) =>
      endpoint.headerParams.map((header) => [header.name, header.required]);
    expect(names(documented(1))).toEqual([
      ['Authorization', true],
      ['Content-Type', true],
      ['X-Trace', false],
    ]);
    expect(documented(1).headerParams[0]?.description).toBe('Send Bearer <token>');
    expect(documented(1).authentication).toBe('required');
    // Anonymous calls are allowed too, so the token is optional; the body is optional as well.
    expect(names(documented(0))).toEqual([
      ['Authorization', false],
      ['Content-Type', false],
    ]);
    expect(documented(0).authentication).toBe('optional');
    expect(documented(3).headerParams).toEqual([]);
    expect(documented(3).authentication).toBe('none');
  });

  it('builds a request example from the schema: required fields always, optional ones when the document gives an example', () => {
    expect(documented(1).requestExample).toEqual({ name: 'Box', size: 1, tags: ['red'] });
    expect(documented(0).requestExample).toEqual({ name: 'Given' });
    expect(documented(3).requestExample).toBeUndefined();
  });

  it('takes the response example from the first success response, following $refs', () => {
    expect(documented(1).responseExample).toEqual({ code: '200', body: { data: { id: 't1', size: 0 } } });
    expect(documented(0).responseExample).toEqual({ code: '201', body: { success: true } });
    expect(documented(3).responseExample).toBeUndefined();
  });

  it('splits the statuses into success and error codes, in order, with their reason phrases', () => {
    expect(documented(1).successCodes).toEqual([
      { code: '200', type: 'OK', description: 'Updated', otherContentTypes: ['application/pdf'] },
    ]);
    expect(documented(1).errorCodes.map((row) => [row.code, row.type, row.description])).toEqual([
      ['400', 'Bad Request', 'Invalid'],
      ['401', 'Unauthorized', 'No token'],
    ]);
  });

  it('refuses a $ref that points nowhere', () => {
    const broken: OpenApiDocument = {
      ...DOCUMENT,
      paths: {
        '/health': {
          get: { responses: { '200': { $ref: '#/components/responses/Missing' } } },
        },
      },
    };
    expect(() => readApiReference(broken, ORDER)).toThrow(
      'The OpenAPI document has no #/components/responses/Missing',
    );
  });
});
