import { describe, expect, it } from 'vitest';
import { figuresOfFullRun, type TestRunSummary } from '../full-test-run';

const FULL_RUN: TestRunSummary = {
  projectFilter: [],
  testNamePattern: undefined,
  watch: false,
  coverageEnabled: true,
  filesRun: 120,
  filesInProjects: 120,
  outcome: 'passed',
  unhandledErrors: 0,
  passedTests: 1412,
  lineCoverage: 93.4567,
  finishedAt: new Date('2026-11-23T21:30:00Z'),
};

describe('figuresOfFullRun', () => {
  it('publishes the figures of a full npm test that passed, dated by its UTC day', () => {
    expect(figuresOfFullRun(FULL_RUN)).toEqual({
      date: '2026-11-23',
      passedTests: 1412,
      lineCoverage: 93.46,
    });
  });

  it.each<[string, Partial<TestRunSummary>]>([
    ['one project (--project docs)', { projectFilter: ['docs'] }],
    ['some files (vitest run apps/docs)', { filesRun: 14 }],
    ['a name filter (-t)', { testNamePattern: /login/ }],
    ['watch mode', { watch: true }],
    ['no coverage (vitest run)', { coverageEnabled: false, lineCoverage: undefined }],
    ['a failed test', { outcome: 'failed' }],
    ['an interrupted run', { outcome: 'interrupted' }],
    ['an unhandled error', { unhandledErrors: 1 }],
    ['no test at all', { filesRun: 0, filesInProjects: 0, passedTests: 0 }],
  ])('publishes nothing after %s', (_, change) => {
    expect(figuresOfFullRun({ ...FULL_RUN, ...change })).toBeUndefined();
  });
});
