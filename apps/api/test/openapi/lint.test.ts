import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository: the linters find their configuration (redocly.yaml, .spectral.yaml) there. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DOCUMENT = 'apps/api/openapi.json';

/**
 * Runs a linter installed in the repository on the committed document, as a person would from its root,
 * offline: Redocly is told to send no usage data and not to look for a newer version.
 */
function lint(command: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      `${ROOT}node_modules/.bin/${command}`,
      args,
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
      // Both exit with 1 when they find an error: their report says which.
      (_error, stdout) => resolve(stdout),
    );
  });
}

// Each starts a CLI that reads the whole document: seconds alone, tens of them when the cores are busy.
const LINT_TIMEOUT = 120_000;

describe('the OpenAPI document, as the ecosystem lints it', () => {
  it(
    "passes Redocly's recommended rules with no error",
    async () => {
      const report = JSON.parse(await lint('redocly', ['lint', DOCUMENT, '--format=json'])) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      // The warnings left are the two redocly.yaml keeps and says why.
      expect(report.problems.map((problem) => problem.ruleId).sort()).toEqual([
        'no-ambiguous-paths',
        'operation-4xx-response',
      ]);
    },
    LINT_TIMEOUT,
  );

  it(
    "passes Spectral's spectral:oas rules with no error and no warning",
    async () => {
      const results = JSON.parse(await lint('spectral', ['lint', DOCUMENT, '--format=json', '--quiet'])) as {
        code: string;
        severity: number;
        message: string;
        path: string[];
      }[];
      expect(
        results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`),
      ).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
