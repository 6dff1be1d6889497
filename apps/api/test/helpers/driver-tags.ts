import { readdirSync, readFileSync } from 'node:fs';

/**
 * A test file's word on the two databases, at the start of a comment line: `@driver-sensitive <why>` runs
 * it on a PostgreSQL server too, `@driver-neutral <why>` says the embedded database proves what it tests
 * though it uses something that could differ (requests sent at once only to save time, say).
 */
export const DRIVER_TAG = /^[ \t]*(?:\/\/|\/?\*+)[ \t]*@driver-(sensitive|neutral)\b:?[ \t]*(.*)$/m;

/** The API's test files (`*.test.ts` below `testsFolder`), relative to it, with their tags. */
export function taggedTestFiles(
  testsFolder: URL,
): { file: string; source: string; tag: string | undefined }[] {
  return readdirSync(testsFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => {
      const source = readFileSync(new URL(file, testsFolder), 'utf8');
      return { file: file.split('\\').join('/'), source, tag: DRIVER_TAG.exec(source)?.[1] };
    });
}
