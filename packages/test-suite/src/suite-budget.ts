/** A test file's time in a run. */
export interface FileTime {
  name: string;
  milliseconds: number;
}

/**
 * How long the whole suite may take, in CI on the project's 2-core machine, before a run fails. That
 * machine is not always as fast: a fresh clone of one commit took 554 s on 6 December 2026 and, unchanged,
 * 793–833 s on 7 December (every core busy throughout, nothing else running); on a slower one later that
 * day the files no change touched (the generator's, pure CPU) took 1.81× their times of file-durations.json
 * and the suite 1072 s. The budget stands some 15 % above that slow run: a change that adds a couple of
 * minutes still fails it. Each change that makes the suite faster lowers it, towards 480 s.
 */
export const SUITE_BUDGET_SECONDS = 1230;

/**
 * The budget a run keeps to, in seconds: `TEST_BUDGET_SECONDS` when it is set (any run, e.g. to try the
 * check), else the suite's own for a full run; none for a part of the suite.
 */
export function budgetOf(environment: string | undefined, fullRun: boolean): number | undefined {
  if (environment !== undefined && environment.trim() !== '') {
    const seconds = Number(environment);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new Error(`TEST_BUDGET_SECONDS must be a number of seconds above 0, not "${environment}"`);
    }
    return seconds;
  }
  return fullRun ? SUITE_BUDGET_SECONDS : undefined;
}

/** What the run's end says of the budget: nothing within it; past it, the ten slowest files. */
export function budgetReport(
  wallSeconds: number,
  budgetSeconds: number | undefined,
  files: readonly FileTime[],
) {
  if (budgetSeconds === undefined || wallSeconds <= budgetSeconds) return undefined;
  const slowest = [...files]
    .sort((a, b) => b.milliseconds - a.milliseconds)
    .slice(0, 10)
    .map(({ name, milliseconds }) => `  ${(milliseconds / 1000).toFixed(1).padStart(7)} s  ${name}`);
  return [
    `The suite took ${Math.round(wallSeconds)} s, past its budget of ${budgetSeconds} s.`,
    'A change that costs minutes pays them back in the same change. The ten slowest files:',
    ...slowest,
  ].join('\n');
}
