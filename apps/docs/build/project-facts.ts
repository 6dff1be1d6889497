import { statSync } from 'node:fs';
import type { ProjectFacts } from '../src/types/project-facts.ts';
import { loadApiReference } from './api-reference-module.ts';
import { projectFiles } from './project-files.ts';
import { readJsonFile, readOptionalJsonFile } from './read-json-file.ts';

/** The welcome page's figures, read from the repository: none is typed in. */
export function readProjectFacts(): ProjectFacts {
  const coverageSummary = readOptionalJsonFile(projectFiles.coverageSummary);
  const testReport = readOptionalJsonFile(projectFiles.testReport);
  return {
    version: readJsonFile<{ version: string }>(projectFiles.rootPackage).version,
    endpointCount: loadApiReference().operationCount,
    passedTests: isReportOfCoverageRun(testReport) ? numberAt(testReport, ['numPassedTests']) : undefined,
    lineCoverage: numberAt(coverageSummary, ['total', 'lines', 'pct']),
  };
}

/**
 * Whether the test report comes from the run that wrote the coverage summary (`npm test`). A later
 * run of a single project rewrites the report without coverage, and would understate the suite.
 */
function isReportOfCoverageRun(testReport: unknown): boolean {
  const startTime = numberAt(testReport, ['startTime']);
  try {
    return startTime !== undefined && startTime <= statSync(projectFiles.coverageSummary).mtimeMs;
  } catch {
    return false;
  }
}

/** The number at `path` inside a parsed report, or undefined when the report lacks it. */
function numberAt(value: unknown, path: readonly string[]): number | undefined {
  let node = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'number' && Number.isFinite(node) ? node : undefined;
}
