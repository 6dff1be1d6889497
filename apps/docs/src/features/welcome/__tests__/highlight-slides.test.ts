import { describe, expect, it } from 'vitest';
import { statHighlights, testRunNote } from '../highlight-slides';

const measured = {
  version: '2.1.0',
  endpointCount: 37,
  testRun: { date: '2026-11-23', passedTests: 1412, lineCoverage: 93.456 },
};
const unmeasured = { version: '2.1.0', endpointCount: 37, testRun: undefined };

describe('the figures slide', () => {
  it('shows every figure, with the day the tests were measured', () => {
    expect(statHighlights(measured)).toEqual([
      { value: '37', label: 'API endpoints' },
      { value: '1,412', label: 'tests passing' },
      { value: '93.5 %', label: 'line coverage (API and generator)' },
      { value: 'v2.1.0', label: 'latest version' },
    ]);
    expect(testRunNote(measured)).toBe(
      'Tests and coverage as measured by the full npm test of 23 November 2026.',
    );
  });

  it('leaves out the test figures, and says why, before a full test run has passed', () => {
    expect(statHighlights(unmeasured).map((highlight) => highlight.label)).toEqual([
      'API endpoints',
      'latest version',
    ]);
    expect(testRunNote(unmeasured)).toBe('Tests and coverage appear here once a full npm test has passed.');
  });
});
