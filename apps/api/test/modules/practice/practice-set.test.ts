import { describe, expect, it } from 'vitest';
import { practiceSlots } from '../../../src/modules/practice/practice-set.js';
import type { SkillReport } from '../../../src/modules/skills/index.js';

const NOW = new Date('2026-12-07T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const report = (skill: string, fields: Partial<SkillReport> = {}): SkillReport => ({
  skill,
  ofLevel: true,
  uses: 0,
  rightPercent: 0,
  medianTimeMs: null,
  mastery: 'new',
  lastSeen: null,
  ...fields,
});

const counts = (slots: { skill: string; level: number }[]) =>
  slots.reduce<Record<string, number>>((tally, { skill, level }) => {
    const key = `${level} ${skill}`;
    tally[key] = (tally[key] ?? 0) + 1;
    return tally;
  }, {});

describe("a day's practice", () => {
  it('gives most of the set to the formula a child struggles with, reviews, and looks ahead', () => {
    const slots = practiceSlots({
      level: 3,
      levelReports: [
        report('add.big.7', { uses: 12, rightPercent: 10, mastery: 'learning', lastSeen: daysAgo(1) }),
        report('add.big.8', { uses: 8, rightPercent: 90, mastery: 'practised', lastSeen: daysAgo(1) }),
        report('add.big.9', { uses: 20, rightPercent: 100, mastery: 'mastered', lastSeen: daysAgo(5) }),
        report('add.direct.1', { uses: 20, rightPercent: 100, mastery: 'mastered', lastSeen: daysAgo(1) }),
      ],
      nextReports: [report('add.mix.6', { ofLevel: false })],
      newAtLevel: new Set(['add.big.7', 'add.big.8', 'add.big.9']),
      goal: 10,
      now: NOW,
    });
    expect(slots).toHaveLength(10);
    // 6 for the weakest formulas, 4 of them the one struggled with; 3 to review (seen 5 days ago, not
    // yesterday's); 1 of the next level.
    expect(counts(slots)).toEqual({
      '3 add.big.7': 4,
      '3 add.big.8': 2,
      '3 add.big.9': 3,
      '4 add.mix.6': 1,
    });
  });

  it("brings in a level's own new formulas one by one before those carried over", () => {
    const slots = practiceSlots({
      level: 3,
      levelReports: [
        report('add.direct.1'),
        report('add.direct.2'),
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => report(`add.big.${k}`)),
      ],
      nextReports: [],
      newAtLevel: new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `add.big.${k}`)),
      goal: 10,
      now: NOW,
    });
    // Nothing to review or to look ahead to: the whole set brings in new formulas, the level's own first.
    expect(slots.map(({ skill }) => skill)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `add.big.${k}`),
      'add.direct.1',
    ]);
  });

  it('reviews and looks ahead once every formula of the level is mastered', () => {
    const mastered = (skill: string, days: number) =>
      report(skill, { uses: 20, rightPercent: 100, mastery: 'mastered', lastSeen: daysAgo(days) });
    const slots = practiceSlots({
      level: 1,
      levelReports: [mastered('add.direct.1', 1), mastered('add.direct.2', 4)],
      nextReports: [report('add.small.4', { ofLevel: false }), report('add.small.3', { ofLevel: false })],
      newAtLevel: new Set(['add.direct.1', 'add.direct.2']),
      goal: 10,
      now: NOW,
    });
    expect(counts(slots)).toEqual({ '1 add.direct.2': 3, '2 add.small.4': 4, '2 add.small.3': 3 });
  });
});
