import type { TestRunFigures } from '../src/types/project-facts.ts';

/** What a finished Vitest run was asked to do and did. */
export interface TestRunSummary {
  /** `--project` filters (empty: every project of vitest.config.ts). */
  projectFilter: readonly string[];
  /** `-t` / `--testNamePattern`. */
  testNamePattern: unknown;
  watch: boolean;
  coverageEnabled: boolean;
  /** Test files that ran, and every test file of the configured projects. */
  filesRun: number;
  filesInProjects: number;
  outcome: 'passed' | 'interrupted' | 'failed';
  unhandledErrors: number;
  passedTests: number;
  /** Line coverage of the run in percent, when coverage was collected. */
  lineCoverage: number | undefined;
  finishedAt: Date;
}

/**
 * The figures a run may publish: only a full `npm test` (every project, every file, no name filter,
 * with coverage) whose tests all passed. Anything less would understate or overstate the suite.
 */
export function figuresOfFullRun(run: TestRunSummary): TestRunFigures | undefined {
  const full =
    run.projectFilter.length === 0 &&
    !run.testNamePattern &&
    !run.watch &&
    run.coverageEnabled &&
    run.filesRun > 0 &&
    run.filesRun === run.filesInProjects;
  const passed = run.outcome === 'passed' && run.unhandledErrors === 0 && run.passedTests > 0;
  if (!full || !passed || run.lineCoverage === undefined) return undefined;
  return {
    date: run.finishedAt.toISOString().slice(0, 10),
    passedTests: run.passedTests,
    lineCoverage: Math.round(run.lineCoverage * 100) / 100,
  };
}
