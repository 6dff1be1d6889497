import { readFileSync } from 'node:fs';

/** The parsed file, or undefined when it is missing or not JSON (a report of a run that never happened). */
export function readOptionalJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function readJsonFile<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
