// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { generateClientTypes, OPENAPI_DOCUMENT } from '../client-types';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * What a newcomer writes against a client generated from the document, with no type written by hand: sign
 * in, list the exams from page 1, start an attempt at the first.
 */
const SCRIPT = `
import createClient from 'openapi-fetch';
import type { paths } from './api-schema';

const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

export async function startFirstExam(username: string, password: string): Promise<string | null> {
  const signedIn = await api.POST('/api/v1/student/login', { body: { username, password } });
  if (!signedIn.data) throw new Error(signedIn.error.message);
  const headers = { Authorization: \`Bearer \${signedIn.data.data.token}\` };
  const exams = await api.GET('/api/v1/exam', { params: { query: { page: 1, limit: 20 } }, headers });
  const exam = exams.data?.data[0];
  if (!exam) return null;
  const started = await api.POST('/api/v1/exam/{examId}/attempt', {
    params: { path: { examId: exam.exam_id } },
    headers,
  });
  return started.data?.data.attempt.deadline ?? null;
}
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    types: [],
    skipLibCheck: false,
    // The folder is outside the repository: the client library is the one the app installs.
    paths: { 'openapi-fetch': [join(ROOT, 'node_modules/openapi-fetch')] },
  },
  files: ['client.ts'],
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Generates the client types from `document` beside the script and type-checks both with tsc. */
async function typeCheck(document: Parameters<typeof generateClientTypes>[0]): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'typed-client-'));
  folders.push(folder);
  writeFileSync(join(folder, 'api-schema.d.ts'), await generateClientTypes(document));
  writeFileSync(join(folder, 'client.ts'), SCRIPT);
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  return new Promise((resolve) => {
    execFile(join(ROOT, 'node_modules/.bin/tsc'), ['-p', folder], (_error, stdout) => resolve(stdout));
  });
}

// Generating the types and a type check of them: seconds alone, ten times more when the cores are busy.
const CHECK_TIMEOUT = 120_000;

describe('a client generated from the OpenAPI document', () => {
  it(
    'compiles a script that signs in, lists exams from page 1 and starts an attempt',
    async () => {
      expect(await typeCheck(OPENAPI_DOCUMENT)).toBe('');
    },
    CHECK_TIMEOUT,
  );

  it(
    'does not compile it from a document whose page is text again',
    async () => {
      const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as {
        paths: Record<string, Record<string, { parameters?: { name: string; schema: object }[] }>>;
      };
      for (const parameter of document.paths['/api/v1/exam']?.get?.parameters ?? []) {
        if (parameter.name === 'page') parameter.schema = { type: 'string', pattern: '^\\d+$' };
      }
      expect(await typeCheck(document as unknown as OpenAPI3)).toMatch(
        /client\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/,
      );
    },
    CHECK_TIMEOUT,
  );
});
