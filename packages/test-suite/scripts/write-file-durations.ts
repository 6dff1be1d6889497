/**
 * `npm run test:durations`: the durations of the last run of every file (Vitest's results cache, in
 * node_modules/.vite/vitest/) written to file-durations.json, which orders a fresh clone's first run.
 * Run it after a full `npm test`; files the cache lacks keep their committed duration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFileDurations, writeFileDurations } from '../src/file-durations.js';

const CACHE = new URL('../../../node_modules/.vite/vitest/', import.meta.url);

const durations = readFileDurations();
let read = 0;
for (const folder of readdirSync(CACHE)) {
  const { results } = JSON.parse(readFileSync(new URL(`${folder}/results.json`, CACHE), 'utf8')) as {
    results: [string, { duration: number }][];
  };
  for (const [key, { duration }] of results) {
    durations.set(key, duration);
    read += 1;
  }
}
writeFileDurations(durations);
console.warn(`file-durations.json: ${durations.size} files (${read} from the last run)`);
