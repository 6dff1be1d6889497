import { describe, expect, it } from 'vitest';
import type { ApiReference, DocumentedEndpoint } from '@/lib/openapi/endpoint';
import { buildPostmanCollection } from '../postman-collection';

const endpoint = (overrides: Partial<DocumentedEndpoint>): DocumentedEndpoint => ({
  documented: true,
  index: 0,
  method: 'GET',
  path: '/things',
  tag: 'Things',
  label: 'List things',
  operationId: undefined,
  description: 'Lists things.',
  authentication: 'none',
  pathParams: [],
  queryParams: [],
  headerParams: [],
  requestExample: undefined,
  responseExample: undefined,
  successCodes: [],
  errorCodes: [],
  ...overrides,
});

const update = endpoint({
  index: 1,
  method: 'PATCH',
  path: '/things/{thingId}',
  label: 'Update a thing',
  authentication: 'required',
  pathParams: [{ name: 'thingId', type: 'string', required: true, description: 'The thing', example: 't1' }],
  queryParams: [
    { name: 'mode', type: 'string', required: true, description: '', example: 'fast' },
    { name: 'page', type: 'string', required: false, description: 'Page', example: undefined },
  ],
  requestExample: { name: 'Box' },
});

const reference: ApiReference = {
  title: 'Test API',
  version: '1.2.3',
  endpoints: [endpoint({}), update],
  groups: [
    { tag: 'Things', description: 'All things', endpoints: [endpoint({}), update] },
    {
      tag: 'Later',
      description: undefined,
      endpoints: [
        { documented: false, index: 2, method: 'GET', path: '/later', tag: 'Later', label: 'GET /later' },
      ],
    },
  ],
  operationCount: 2,
  unlistedOperations: [],
};

describe('buildPostmanCollection', () => {
  const collection = buildPostmanCollection(reference, 'http://localhost:3000');

  it('is a v2.1 collection with baseUrl and accessToken variables', () => {
    expect(collection.info).toMatchObject({
      name: 'Test API',
      version: '1.2.3',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(collection.variable.map((variable) => [variable.key, variable.value])).toEqual([
      ['baseUrl', 'http://localhost:3000'],
      ['accessToken', ''],
    ]);
  });

  it('has one folder per group with documented endpoints, in order', () => {
    expect(collection.item.map((folder) => [folder.name, folder.item.map((item) => item.name)])).toEqual([
      ['Things', ['List things', 'Update a thing']],
    ]);
  });

  it('writes a public request without auth and body', () => {
    const request = collection.item[0]!.item[0]!.request;
    expect(request).toMatchObject({ method: 'GET', auth: { type: 'noauth' }, header: [] });
    expect(request.url).toEqual({
      raw: '{{baseUrl}}/things',
      host: ['{{baseUrl}}'],
      path: ['things'],
      query: [],
      variable: [],
    });
    expect(request.body).toBeUndefined();
  });

  it('writes path variables, query parameters, bearer auth and the JSON body', () => {
    const request = collection.item[0]!.item[1]!.request;
    expect(request.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }],
    });
    expect(request.url.raw).toBe('{{baseUrl}}/things/:thingId?mode=fast');
    expect(request.url.path).toEqual(['things', ':thingId']);
    expect(request.url.variable).toEqual([{ key: 'thingId', value: 't1', description: 'The thing' }]);
    expect(request.url.query).toEqual([
      { key: 'mode', value: 'fast', description: '', disabled: false },
      { key: 'page', value: '', description: 'Page', disabled: true },
    ]);
    expect(request.header).toEqual([{ key: 'Content-Type', value: 'application/json' }]);
    expect(JSON.parse(request.body?.raw ?? '')).toEqual({ name: 'Box' });
  });
});
