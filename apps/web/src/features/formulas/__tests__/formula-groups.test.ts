import { describe, expect, it } from 'vitest';
import { groupByMastery, groupFormulas, groupOf, shortFormula } from '../formula-groups';

describe('formula families', () => {
  it('name each skill’s family and its short name', () => {
    expect(
      ['add.direct.3', 'sub.small.4', 'add.big.7', 'sub.mix.6', 'mul.3×7', 'div.2×4'].map(groupOf),
    ).toEqual(['direct', 'small', 'big', 'mix', 'mul', 'div']);
    expect(['add.big.7', 'sub.small.4', 'mul.3×7'].map(shortFormula)).toEqual(['+7', '−4', '3 × 7']);
  });

  it('gather items by family in a teacher’s order, leaving out empty families', () => {
    const items = [{ skill: 'add.big.7' }, { skill: 'add.direct.1' }, { skill: 'sub.big.3' }];
    expect(groupFormulas(items)).toEqual([
      { group: 'direct', items: [{ skill: 'add.direct.1' }] },
      { group: 'big', items: [{ skill: 'add.big.7' }, { skill: 'sub.big.3' }] },
    ]);
  });

  it('gather reports by mastery, the furthest come first, leaving out masteries no formula has', () => {
    const reports = [
      { skill: 'add.direct.1', mastery: 'new' },
      { skill: 'add.direct.2', mastery: 'mastered' },
      { skill: 'add.big.7', mastery: 'learning' },
      { skill: 'add.direct.3', mastery: 'new' },
    ] as const;
    expect(groupByMastery(reports)).toEqual([
      { mastery: 'mastered', reports: [reports[1]] },
      { mastery: 'learning', reports: [reports[2]] },
      { mastery: 'new', reports: [reports[0], reports[3]] },
    ]);
  });
});
