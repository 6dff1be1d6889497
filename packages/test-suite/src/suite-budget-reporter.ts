import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { workloadMilliseconds } from './machine-speed.js';
import { budgetOf, budgetReport } from './suite-budget.js';

/**
 * Fails a full run (every project, every file, no name filter) that took longer than the suite's budget,
 * from the start of the process (global setups and builds included) to its last file, and prints its ten
 * slowest files: the change that costs minutes is seen the day it lands. The machine's speed is checked before
 * the first file and after the last (a second or so each), when nothing of the suite's runs beside the check.
 */
export class SuiteBudgetReporter implements Reporter {
  private vitest: Vitest | undefined;
  private workloadAtStart = 0;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.workloadAtStart = workloadMilliseconds();
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const vitest = this.vitest;
    if (!vitest) return;
    const fullRun =
      vitest.config.project.length === 0 &&
      !vitest.config.testNamePattern &&
      !vitest.config.watch &&
      testModules.length > 0 &&
      testModules.length === (await vitest.globTestSpecifications()).length;
    const report = budgetReport(
      process.uptime(),
      budgetOf(
        process.env.TEST_BUDGET_SECONDS,
        fullRun,
        fullRun ? (this.workloadAtStart + workloadMilliseconds()) / 2 : this.workloadAtStart,
      ),
      testModules.map((module) => ({
        name: `${module.project.name} ${relative(vitest.config.root, module.moduleId)}`,
        milliseconds: module.diagnostic().duration,
      })),
    );
    if (!report) return;
    console.error(`\n${report.text}\n`);
    if (!report.passed) process.exitCode = 1;
  }
}
