import { LEVEL_PRESETS, presetSkills, skillsMissed, skillsOf } from '@abacus/generator';
import { describe, expect, it } from 'vitest';
import { CHARGED_ANSWERS, EXAMPLE_ANSWER, EXAMPLE_QUESTION } from '../worked-example';

describe('the worked example of a wrong answer', () => {
  it('is five steps, one of each formula the page names', () => {
    expect(skillsOf(EXAMPLE_QUESTION)).toEqual({
      'sub.small.4': 1,
      'add.big.7': 1,
      'add.big.9': 1,
      'add.direct.5': 1,
      'sub.direct.6': 1,
    });
  });

  it.each(CHARGED_ANSWERS.map((row) => [row.given, row.charged] as const))(
    'charges %i to %j, as the generator does',
    (given, charged) => {
      expect(skillsMissed(EXAMPLE_QUESTION, EXAMPLE_ANSWER, given)).toEqual(charged);
    },
  );
});

describe('the formulas of level 1', () => {
  it('are the 18 direct moves, as the page says', () => {
    const preset = LEVEL_PRESETS.find((each) => each.level === 1)!;
    const direct = (sign: string) => Array.from({ length: 9 }, (_, index) => `${sign}.direct.${index + 1}`);
    expect(presetSkills(preset)).toEqual([...direct('add'), ...direct('sub')]);
  });
});
