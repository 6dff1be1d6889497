import { describe, expect, it } from 'vitest';
import type { CollectionFolder } from '@/config/api-collection-steps';
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

const list = endpoint({});
const create = endpoint({
  index: 1,
  method: 'POST',
  label: 'Create a thing',
  description: 'Creates a thing.',
  authentication: 'required',
  requestExample: { name: 'Box', size: 2 },
});
const update = endpoint({
  index: 2,
  method: 'PATCH',
  path: '/things/{thingId}',
  label: 'Update a thing',
  authentication: 'required',
  pathParams: [{ name: 'thingId', type: 'string', required: true, description: 'The thing', example: 't1' }],
  queryParams: [
    { name: 'mode', type: 'string', required: true, description: '', example: 'fast' },
    { name: 'page', type: 'string', required: false, description: 'Page', example: '1' },
    { name: 'limit', type: 'string', required: false, description: 'Size', example: '20' },
  ],
  requestExample: { name: 'Box' },
});
const stream = endpoint({
  index: 3,
  path: '/stream',
  label: 'Watch things',
  description: 'Streams.',
  authentication: 'required',
});

const reference: ApiReference = {
  title: 'Test API',
  version: '1.2.3',
  endpoints: [list, create, update, stream],
  groups: [{ tag: 'Things', description: 'All things', endpoints: [list, create, update, stream] }],
  operationCount: 4,
  unlistedOperations: [],
};

const workflow: CollectionFolder[] = [
  {
    name: 'Making things',
    description: 'A thing is made.',
    steps: [
      { method: 'GET', path: '/things', expect: 200 },
      {
        method: 'POST',
        path: '/things',
        as: 'admin',
        expect: 201,
        body: { name: 'Crate {{$randomInt}}' },
        captures: { boxId: 'data.thing.id' },
        again: { why: 'a second thing helps', body: { size: 3 }, captures: { crateId: 'data.thing.id' } },
      },
    ],
  },
  {
    name: 'Changing things',
    description: 'The thing changes.',
    steps: [
      {
        method: 'PATCH',
        path: '/things/{thingId}',
        as: 'student',
        expect: 200,
        pathVariables: { thingId: 'boxId' },
        query: { page: '{{page}}' },
        captures: { studentToken: 'data.token' },
      },
      { method: 'GET', path: '/stream', as: 'student', expect: 200, notInRuns: 'It never ends.' },
    ],
  },
];

const OPTIONS = { baseUrl: 'http://localhost:3000', fileName: 'things.json' };

describe('buildPostmanCollection', () => {
  const collection = buildPostmanCollection(reference, workflow, OPTIONS);
  const [listItem, createItem, updateItem, streamItem] = collection.item.flatMap((folder) => folder.item);
  const scriptOf = (item: typeof listItem) => item!.event[0]!.script.exec.join('\n');

  it('is a v2.1 collection that says how to run it with only baseUrl set', () => {
    expect(collection.info).toMatchObject({
      name: 'Test API',
      version: '1.2.3',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    });
    expect(collection.info.description).toContain(
      '`npx newman run things.json --env-var baseUrl=http://localhost:3000`',
    );
    expect(collection.info.description).toContain(
      'Runs stop before "Watch things" (GET /stream). It never ends.',
    );
  });

  it('declares baseUrl and every variable the run keeps, in the order it first keeps them', () => {
    expect(collection.variable).toEqual([
      { key: 'baseUrl', value: 'http://localhost:3000', description: 'The API, without a trailing slash' },
      { key: 'boxId', value: '', description: 'Set by the run, kept by "Create a thing"' },
      { key: 'crateId', value: '', description: 'Set by the run, kept by "Create a thing"' },
      { key: 'studentToken', value: '', description: `The student's access token, kept by "Update a thing"` },
    ]);
  });

  it('has the folders and the order of the workflow', () => {
    expect(collection.item.map((folder) => [folder.name, folder.item.map((item) => item.name)])).toEqual([
      ['Making things', ['List things', 'Create a thing']],
      ['Changing things', ['Update a thing', 'Watch things']],
    ]);
  });

  it('sends a public request without a token or body, and asserts its status', () => {
    expect(listItem!.request).toMatchObject({ method: 'GET', auth: { type: 'noauth' }, header: [] });
    expect(listItem!.request.url.raw).toBe('{{baseUrl}}/things');
    expect(listItem!.request.body).toBeUndefined();
    expect(scriptOf(listItem)).toBe(
      ['pm.test("answers 200 OK", function () {', '  pm.response.to.have.status(200);', '});'].join('\n'),
    );
  });

  it("sends the role's token, the example body with the workflow's fields laid over it, and keeps the ids", () => {
    expect(createItem!.request.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{adminToken}}', type: 'string' }],
    });
    expect(createItem!.request.header).toEqual([{ key: 'Content-Type', value: 'application/json' }]);
    expect(JSON.parse(createItem!.request.body?.raw ?? '')).toEqual({
      name: 'Crate {{$randomInt}}',
      size: 2,
    });
    expect(scriptOf(createItem)).toContain(
      [
        'pm.test("keeps data.thing.id as boxId", function () {',
        '  const value = pm.response.json().data.thing.id;',
        `  pm.expect(value, "data.thing.id").to.be.a('string').and.not.empty;`,
        '  pm.collectionVariables.set("boxId", value);',
        '});',
      ].join('\n'),
    );
  });

  it('sends a request once more with the changed body when the workflow says so, and says why', () => {
    const script = scriptOf(createItem);
    expect(script).toContain('// Sent once more because a second thing helps.');
    expect(script).toContain('url: pm.variables.replaceIn("{{baseUrl}}/things"),');
    expect(script).toContain(
      `raw: ${JSON.stringify(JSON.stringify({ name: 'Crate {{$randomInt}}', size: 3 }))}`,
    );
    expect(script).toContain('pm.expect(response.code).to.equal(201);');
    expect(script).toContain('pm.collectionVariables.set("crateId", value);');
    expect(createItem!.request.description).toBe(
      'Creates a thing.\n\nA run sends it once more with {"size":3}: a second thing helps.',
    );
  });

  it('sends path parameters as collection variables and switches on the query parameters the run sets', () => {
    const { url } = updateItem!.request;
    expect(url.raw).toBe('{{baseUrl}}/things/:thingId?mode=fast&page={{page}}');
    expect(url.variable).toEqual([{ key: 'thingId', value: '{{boxId}}', description: 'The thing' }]);
    expect(url.query).toEqual([
      { key: 'mode', value: 'fast', description: '', disabled: false },
      { key: 'page', value: '{{page}}', description: 'Page', disabled: false },
      { key: 'limit', value: '20', description: 'Size', disabled: true },
    ]);
    expect(updateItem!.request.auth).toMatchObject({ bearer: [{ value: '{{studentToken}}' }] });
  });

  it('ends a run before the requests runs leave out, which say why', () => {
    expect(scriptOf(updateItem)).toMatch(/pm\.execution\.setNextRequest\(null\);$/);
    expect(scriptOf(createItem)).not.toContain('setNextRequest');
    expect(streamItem!.request.description).toBe('Streams.\n\nRuns stop before this request. It never ends.');
  });

  it('refuses a workflow that does not fit the document, naming each mistake', () => {
    const misfit: CollectionFolder[] = [
      {
        name: 'Wrong',
        description: '',
        steps: [
          { method: 'GET', path: '/things', as: 'admin', expect: 200 },
          { method: 'GET', path: '/things', expect: 200 },
          { method: 'POST', path: '/things', expect: 201, query: { sort: 'name' } },
          { method: 'GET', path: '/stream', as: 'student', expect: 200, notInRuns: 'It never ends.' },
          { method: 'DELETE', path: '/things', as: 'admin', expect: 200 },
          { method: 'PATCH', path: '/things/{thingId}', as: 'admin', expect: 200 },
        ],
      },
    ];
    expect(() => buildPostmanCollection(reference, misfit, OPTIONS)).toThrow(
      [
        "The Postman collection's workflow does not fit the API:",
        '- GET /things takes no token',
        '- GET /things has two steps',
        "- POST /things needs a role's token",
        '- POST /things has no query parameter sort',
        '- DELETE /things is not an operation of the OpenAPI document',
        '- PATCH /things/{thingId} comes after a request that runs leave out, so no run would reach it',
      ].join('\n'),
    );
    expect(() => buildPostmanCollection(reference, [{ ...workflow[0]! }], OPTIONS)).toThrow(
      /- PATCH \/things\/\{thingId\} has no step\n- GET \/stream has no step/,
    );
  });
});
