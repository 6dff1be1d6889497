import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { shared as hindi } from '@/locales/hi/shared';
import { questionSkillsInWords, skillInWords } from '../skill-words';

describe('skills in words', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('name each formula and table fact as a teacher says it', () => {
    expect(
      ['add.big.7', 'sub.small.3', 'add.direct.2', 'sub.mix.6', 'mul.3×7', 'div.4×6'].map(skillInWords),
    ).toEqual([
      '+7 with a big friend',
      '−3 with a small friend',
      '+2 directly',
      '−6 with both friends',
      '3 × 7',
      '÷ with 4 × 6',
    ]);
  });

  it('say what a question practises, the most used first', () => {
    expect(questionSkillsInWords('1 + 9 + 9 + 9')).toEqual(['+9 with a big friend', '+9 directly']);
    expect(questionSkillsInWords('9 + 9 - 7 - 9')).toEqual([
      '+9 with a big friend',
      '−7 directly',
      '−9 with a big friend',
    ]);
    expect(questionSkillsInWords('10 * 2')).toEqual([]);
  });

  it('are said in Hindi', async () => {
    i18n.addResourceBundle('hi', 'shared', hindi, true, true);
    await i18n.changeLanguage('hi');
    expect(skillInWords('add.big.7')).toBe('+7 बड़े दोस्त से');
    expect(skillInWords('div.4×6')).toBe('÷ में 4 × 6');
  });
});
