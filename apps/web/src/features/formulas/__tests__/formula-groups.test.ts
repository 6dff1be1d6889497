import { describe, expect, it } from 'vitest';
import { groupFormulas, groupOf, shortFormula } from '../formula-groups';

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
});
