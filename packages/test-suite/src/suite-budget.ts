/** A test file's time in a run. */
export interface FileTime {
  name: string;
  milliseconds: number;
}

/**
 * How long the whole suite may take, in CI, on the project's 2-core machine at the speed of 7 December 2026
 * (REFERENCE_WORKLOAD_MS), some 20 % above the slowest of that day's runs: 884, 953 and 1 133 s for the same
 * 3 706 tests (fresh clones, `bash .ci/run`), the last with the speed check at 113 ms, faster than the
 * reference. The machine is not always as fast: one commit has taken 554 s one day and 793–833 s the next, and
 * a fixed wall time either fails every run of a slow day or lets minutes through on a fast one, so a run's
 * budget is this figure times how much slower than the reference the machine ran the same fixed work at the
 * run's start and end. Runs of one day still differ by a fifth with the check unmoved, which is why the
 * margin. Each change that makes the suite faster lowers it, towards 480 s.
 */
export const SUITE_BUDGET_SECONDS = 1360;

/**
 * The fastest of five passes of `workloadPass` (machine-speed.ts) in Vitest's process on the reference machine,
 * in milliseconds: 131–139 ms on 7 December 2026 (148 ms at the start and end of that day's 994 s run).
 */
export const REFERENCE_WORKLOAD_MS = 135;

/** The time a run keeps to, and how it was reached. */
export interface Budget {
  seconds: number;
  reason: string;
}

/**
 * The budget a run keeps to: `TEST_BUDGET_SECONDS` of wall time when it is set (any run, e.g. to try the
 * check); else, for a full run, the suite's own scaled by the machine's speed (`workloadMs`, the speed check
 * as this run measured it), never below the reference figure; none for a part of the suite.
 */
export function budgetOf(
  environment: string | undefined,
  fullRun: boolean,
  workloadMs: number,
): Budget | undefined {
  if (environment !== undefined && environment.trim() !== '') {
    const seconds = Number(environment);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new Error(`TEST_BUDGET_SECONDS must be a number of seconds above 0, not "${environment}"`);
    }
    return { seconds, reason: 'TEST_BUDGET_SECONDS' };
  }
  if (!fullRun) return undefined;
  const slower = Math.max(1, workloadMs / REFERENCE_WORKLOAD_MS);
  return {
    seconds: Math.round(SUITE_BUDGET_SECONDS * slower),
    reason:
      `${SUITE_BUDGET_SECONDS} s on the reference machine × ${slower.toFixed(2)}: this machine's speed check ` +
      `took ${Math.round(workloadMs)} ms against ${REFERENCE_WORKLOAD_MS} ms`,
  };
}

/**
 * What the run's end says of the budget: within it, one line of the time and the budget (a slow day is seen
 * before it fails); past it, why, and the ten slowest files.
 */
export function budgetReport(
  wallSeconds: number,
  budget: Budget | undefined,
  files: readonly FileTime[],
): { passed: boolean; text: string } | undefined {
  if (budget === undefined) return undefined;
  const took = `The suite took ${Math.round(wallSeconds)} s`;
  if (wallSeconds <= budget.seconds) {
    return { passed: true, text: `${took} of its budget of ${budget.seconds} s (${budget.reason}).` };
  }
  const slowest = [...files]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, 10)
    .map(({ name, milliseconds }) => `  ${(milliseconds / 1000).toFixed(1).padStart(7)} s  ${name}`);
  const text = [
    `${took}, past its budget of ${budget.seconds} s (${budget.reason}).`,
    'A change that costs minutes pays them back in the same change. The ten slowest files:',
    ...slowest,
  ].join('\n');
  return { passed: false, text };
}
