import { describe, expect, it } from 'vitest';
import { budgetOf, budgetReport, SUITE_BUDGET_SECONDS } from '../src/suite-budget.js';

describe('the suite’s budget', () => {
  it('holds a full run to 1230 s, a part of the suite to none, and any run to TEST_BUDGET_SECONDS', () => {
    expect(SUITE_BUDGET_SECONDS).toBe(1230);
    expect(budgetOf(undefined, true)).toBe(1230);
    expect(budgetOf(undefined, false)).toBeUndefined();
    expect(budgetOf('', true)).toBe(1230);
    expect(budgetOf('30', false)).toBe(30);
    expect(() => budgetOf('ten minutes', true)).toThrow(
      'TEST_BUDGET_SECONDS must be a number of seconds above 0, not "ten minutes"',
    );
  });

  it('says nothing within the budget, and names the ten slowest files past it', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      name: `web (browser) e2e/screen-${index}.test.ts`,
      milliseconds: (index + 1) * 10_000,
    }));
    expect(budgetReport(599.4, 600, files)).toBeUndefined();
    expect(budgetReport(5000, undefined, files)).toBeUndefined();

    const report = budgetReport(612.3, 600, files)!.split('\n');
    expect(report[0]).toBe('The suite took 612 s, past its budget of 600 s.');
    expect(report.slice(2)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(
        (index) => `  ${`${index * 10}.0`.padStart(7)} s  web (browser) e2e/screen-${index - 1}.test.ts`,
      ),
    );
  });
});
