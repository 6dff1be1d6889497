import { describe, expect, it } from 'vitest';
import { workloadPass } from '../src/machine-speed.js';
import { budgetOf, budgetReport, REFERENCE_WORKLOAD_MS, SUITE_BUDGET_SECONDS } from '../src/suite-budget.js';

describe('the suite’s budget', () => {
  it('holds a full run to 1360 s on the reference machine, more in proportion on a slower one, never less', () => {
    expect([SUITE_BUDGET_SECONDS, REFERENCE_WORKLOAD_MS]).toEqual([1360, 135]);
    expect(budgetOf(undefined, true, 135)).toEqual({
      seconds: 1360,
      reason: "1360 s on the reference machine × 1.00: this machine's speed check took 135 ms against 135 ms",
    });
    expect(budgetOf(undefined, true, 60)?.seconds).toBe(1360);
    expect(budgetOf('', true, 229.9)).toEqual({
      seconds: 2316,
      reason: "1360 s on the reference machine × 1.70: this machine's speed check took 230 ms against 135 ms",
    });
  });

  it('holds a part of the suite to none, and any run to TEST_BUDGET_SECONDS of wall time', () => {
    expect(budgetOf(undefined, false, 127)).toBeUndefined();
    expect(budgetOf('30', false, 500)).toEqual({ seconds: 30, reason: 'TEST_BUDGET_SECONDS' });
    expect(() => budgetOf('ten minutes', true, 127)).toThrow(
      'TEST_BUDGET_SECONDS must be a number of seconds above 0, not "ten minutes"',
    );
  });

  it('says the time within the budget, and names the ten slowest files past it', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      name: `web (browser) e2e/screen-${index}.test.ts`,
      milliseconds: (index + 1) * 10_000,
    }));
    const budget = { seconds: 600, reason: 'TEST_BUDGET_SECONDS' };
    expect(budgetReport(599.4, budget, files)).toEqual({
      passed: true,
      text: 'The suite took 599 s of its budget of 600 s (TEST_BUDGET_SECONDS).',
    });
    expect(budgetReport(5000, undefined, files)).toBeUndefined();

    const report = budgetReport(612.3, budget, files)!;
    expect(report.passed).toBe(false);
    const lines = report.text.split('\n');
    expect(lines[0]).toBe('The suite took 612 s, past its budget of 600 s (TEST_BUDGET_SECONDS).');
    expect(lines.slice(2)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(
        (index) => `  ${`${index * 10}.0`.padStart(7)} s  web (browser) e2e/screen-${index - 1}.test.ts`,
      ),
    );
  });

  it('checks the machine’s speed with the same work every time', () => {
    expect(workloadPass()).toBe(workloadPass());
  });
});
