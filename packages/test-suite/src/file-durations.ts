import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The committed durations of the suite's files, in milliseconds by results-cache key: the order of a run on
 * a fresh clone, which has no results cache of its own yet (`npm run test:durations` refreshes it).
 */
export const FILE_DURATIONS = new URL('../file-durations.json', import.meta.url);

export function readFileDurations(file: URL = FILE_DURATIONS): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>));
  } catch {
    return new Map();
  }
}

export function writeFileDurations(durations: ReadonlyMap<string, number>, file: URL = FILE_DURATIONS): void {
  const sorted = [...durations].sort(([a], [b]) => (a < b ? -1 : 1));
  // Tenths of a second: the order needs no more, and the file changes less from run to run.
  const rounded = Object.fromEntries(sorted.map(([key, ms]) => [key, Math.round(ms / 100) * 100]));
  writeFileSync(file, `${JSON.stringify(rounded, null, 2)}\n`);
}
