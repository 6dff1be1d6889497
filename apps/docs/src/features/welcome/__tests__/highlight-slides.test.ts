import { describe, expect, it } from 'vitest';
import { statHighlights } from '../highlight-slides';

describe('statHighlights', () => {
  it('shows every figure the build established', () => {
    expect(
      statHighlights({ version: '2.1.0', endpointCount: 37, passedTests: 412, lineCoverage: 93.456 }),
    ).toEqual([
      { value: '37', label: 'API endpoints' },
      { value: '412', label: 'tests passing' },
      { value: '93.5 %', label: 'line coverage (API and generator)' },
      { value: 'v2.1.0', label: 'latest version' },
    ]);
  });

  it('leaves out the test figures when no test run has reported them', () => {
    const labels = statHighlights({
      version: '2.1.0',
      endpointCount: 37,
      passedTests: undefined,
      lineCoverage: undefined,
    }).map((highlight) => highlight.label);
    expect(labels).toEqual(['API endpoints', 'latest version']);
  });
});
