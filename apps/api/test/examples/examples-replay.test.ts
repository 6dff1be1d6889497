import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDED_EXAMPLES, type RecordedExamples } from '../../src/openapi/recorded-examples.js';
import { useTestApp } from '../helpers/test-app.js';
import { documentedOperations, ExampleClient, recordedExamples } from './example-client.js';
import { exampleScenario } from './example-scenario.js';
import { probeErrors } from './error-probes.js';
import { normaliseExamples } from './normalise-example.js';

const RECORDED_FILE = new URL('../../src/openapi/recorded-examples.json', import.meta.url);

/** `npm run examples -w @abacus/api` sets it: the run writes the examples instead of checking them. */
const recording = process.env.RECORD_EXAMPLES === '1';

describe('the documentation examples', () => {
  const context = useTestApp();

  it('are what a fresh server answers to the example scenario, request for request', async () => {
    const operations = await documentedOperations(context.app);
    const api = new ExampleClient(context.app, operations);
    const { people, finish } = await exampleScenario(api);
    await probeErrors(api, people);
    await finish();
    const replayed = recordedExamples(api.exchanges);

    if (recording) {
      writeFileSync(RECORDED_FILE, `${JSON.stringify(replayed, null, 2)}\n`);
      return;
    }
    expect(normaliseExamples(RECORDED_EXAMPLES)).toEqual(normaliseExamples(replayed));

    // Every operation shows a real success and at least one real error.
    const covered = (examples: RecordedExamples, id: string, success: boolean) =>
      Object.keys(examples[id]?.responses ?? {}).some((status) => Number(status) < 300 === success);
    const ids = [...operations.keys()];
    expect(ids.filter((id) => !covered(RECORDED_EXAMPLES, id, true))).toEqual([]);
    expect(ids.filter((id) => id !== 'getHealth' && !covered(RECORDED_EXAMPLES, id, false))).toEqual([]);
  });
});
