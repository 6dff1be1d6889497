import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { figuresOfFullRun } from './full-test-run.ts';
import { writeTestRunFigures } from './project-figures-file.ts';

interface CoverageSummary {
  getCoverageSummary(): { lines: { pct: number } };
}

const hasSummary = (coverage: unknown): coverage is CoverageSummary =>
  typeof coverage === 'object' &&
  coverage !== null &&
  typeof (coverage as Partial<CoverageSummary>).getCoverageSummary === 'function';

/**
 * Refreshes apps/docs/project-figures.json (the welcome page's tests and coverage) after a full
 * `npm test` that passed. The file is written as the process exits with code 0, so a coverage
 * threshold missed after the tests (which sets a failing exit code) leaves it untouched too.
 */
export class ProjectFiguresReporter implements Reporter {
  private vitest: Vitest | undefined;
  private lineCoverage: number | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onCoverage(coverage: unknown) {
    if (hasSummary(coverage)) this.lineCoverage = coverage.getCoverageSummary().lines.pct;
  }

  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const vitest = this.vitest;
    if (!vitest) return;
    const figures = figuresOfFullRun({
      projectFilter: vitest.config.project,
      testNamePattern: vitest.config.testNamePattern,
      watch: vitest.config.watch,
      coverageEnabled: vitest.config.coverage.enabled,
      filesRun: testModules.length,
      filesInProjects: (await vitest.globTestSpecifications()).length,
      outcome: reason,
      unhandledErrors: unhandledErrors.length,
      passedTests: testModules.reduce(
        (count, module) => count + [...module.children.allTests('passed')].length,
        0,
      ),
      lineCoverage: this.lineCoverage,
      finishedAt: new Date(),
    });
    if (!figures) return;
    process.once('exit', (code) => {
      if (code === 0) writeTestRunFigures(figures);
    });
  }
}
