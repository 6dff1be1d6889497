import { describe, expect, it } from 'vitest';
import { compareSkills, LEVEL_PRESETS, presetSkills } from '../src/index.js';

const preset = (level: number) => LEVEL_PRESETS.find((each) => each.level === level)!;
const ofKind = (sign: string, kind: string, digits: number[]) => digits.map((k) => `${sign}.${kind}.${k}`);

describe('the formulas a level practises', () => {
  it('are those its preset reaches: level 2, small friends with single digits', () => {
    // Eight direct moves each way (no sum of the preset moves a 9 directly), and the four small friends
    // each way.
    expect(presetSkills(preset(2))).toEqual([
      ...ofKind('add', 'direct', [1, 2, 3, 4, 5, 6, 7, 8]),
      ...ofKind('sub', 'direct', [1, 2, 3, 4, 5, 6, 7, 8]),
      ...ofKind('add', 'small', [1, 2, 3, 4]),
      ...ofKind('sub', 'small', [1, 2, 3, 4]),
    ]);
  });

  it('are the 36 table facts of a × drill, and every formula of both friends at level 4', () => {
    expect(presetSkills(preset(6))).toHaveLength(36);
    expect(presetSkills(preset(6)).every((skill) => skill.startsWith('mul.'))).toBe(true);
    expect(presetSkills(preset(4))).toHaveLength(9 * 2 + 4 * 2 + 9 * 2 + 4 * 2);
  });

  it('are the same every time, in a teacher’s order', () => {
    for (const { level } of LEVEL_PRESETS) {
      const skills = presetSkills(preset(level));
      expect(presetSkills(preset(level))).toEqual(skills);
      expect([...skills].sort(compareSkills)).toEqual(skills);
    }
  });
});
