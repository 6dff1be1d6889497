// @vitest-environment jsdom
import '@/testing/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SkillReport } from '@/types/api';
import { FormulasByMastery } from '../components/formulas-by-mastery';

const report = (skill: string, mastery: SkillReport['mastery']): SkillReport => ({
  skill,
  ofLevel: true,
  uses: mastery === 'new' ? 0 : 20,
  rightPercent: mastery === 'new' ? 0 : 90,
  medianTimeMs: null,
  mastery,
  lastSeen: null,
});

describe('a child’s formulas by mastery', () => {
  it('names the formulas in words, the furthest come first, with the new ones folded away', () => {
    render(
      <FormulasByMastery
        reports={[
          report('add.direct.1', 'mastered'),
          report('add.big.7', 'learning'),
          report('add.direct.2', 'new'),
          report('sub.small.3', 'mastered'),
          report('mul.3×7', 'new'),
        ]}
      />,
    );
    const mastered = screen.getByRole('region', { name: 'Mastered 2 formulas' });
    expect(
      within(mastered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+1 directly', '−3 with a small friend']);
    within(screen.getByRole('region', { name: 'Learning 1 formula' })).getByText('+7 with a big friend');
    expect(screen.queryByRole('region', { name: /^Practised/ })).toBeNull();
    const folded = document.querySelector('details');
    expect(folded?.querySelector('summary')?.textContent).toBe('New 2 formulas');
    expect(folded).not.toHaveAttribute('open');
    expect(
      within(folded!)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['+2 directly', '3 × 7']);
  });
});
