import { serveApi } from '@abacus/browser-testing/serve-api';
import newman, { type NewmanRunSummary } from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostmanCollection } from '../../src/lib/api-collection/postman-collection.ts';
import { renderCollection } from '../api-collection-plugin.ts';
import { loadApiReference } from '../api-reference-module.ts';

interface CollectionRun {
  summary: NewmanRunSummary;
  /** The names of the collection's requests newman ran, in order. */
  itemsRun: string[];
}

/** Runs the collection as `newman run <file> --env-var baseUrl=<url>` does, with nothing else set. */
function runCollection(collection: PostmanCollection, baseUrl: string): Promise<CollectionRun> {
  const itemsRun: string[] = [];
  return new Promise((resolve, reject) => {
    newman
      .run(
        // @types/newman asks for postman-collection's own type; the JSON file is what it reads.
        { collection: collection as never, envVar: [{ key: 'baseUrl', value: baseUrl }] },
        (error, summary) => (error ? reject(error) : resolve({ summary, itemsRun })),
      )
      .on('item', (_error: unknown, { item }: { item: { name: string } }) => itemsRun.push(item.name));
  });
}

const postmanPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('the Postman collection of the documentation site, run by newman against a fresh server', () => {
  const reference = loadApiReference();
  const collection = JSON.parse(renderCollection()) as PostmanCollection;
  const requests = collection.item.flatMap((folder) => folder.item);
  let api: Awaited<ReturnType<typeof serveApi>>;
  let run: CollectionRun;

  beforeAll(async () => {
    api = await serveApi();
    run = await runCollection(collection, api.url);
  });
  afterAll(() => api?.close());

  it('holds one request for each operation of the OpenAPI document', () => {
    expect(requests).toHaveLength(reference.operationCount);
    expect(requests.map(({ request }) => `${request.method} /${request.url.path.join('/')}`).sort()).toEqual(
      reference.endpoints.map(({ method, path }) => `${method} ${postmanPath(path)}`).sort(),
    );
  });

  it('runs them top to bottom, all but the event stream that is sent by hand', () => {
    const stream = reference.endpoints.find(({ path }) => path === '/api/v1/events');
    expect(requests.at(-1)?.name).toBe(stream?.label);
    expect(run.itemsRun).toEqual(requests.slice(0, -1).map(({ name }) => name));
    // One request more than items: "Create an exam" also creates the test that the later requests use.
    expect(run.summary.run.stats.requests).toEqual({ total: run.itemsRun.length + 1, pending: 0, failed: 0 });
  });

  it('passes every assertion, and each request asserts its status', () => {
    const failures = run.summary.run.failures.map(
      (failure) => `${failure.source?.name ?? failure.at}: ${failure.error.message}`,
    );
    expect(failures).toEqual([]);
    for (const execution of new Set(run.summary.run.executions)) {
      const statusTest = `answers ${execution.response.code} ${execution.response.status}`;
      expect(execution.assertions.map(({ assertion }) => assertion)).toContain(statusTest);
    }
  });
});
