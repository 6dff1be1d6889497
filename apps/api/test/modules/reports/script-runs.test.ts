import { describe, expect, it } from 'vitest';
import { scriptRuns } from '../../../src/modules/reports/script-runs.js';

describe('scriptRuns', () => {
  it('leaves Latin text, accents and punctuation included, as one run', () => {
    expect(scriptRuns('Zoë Ångström (O’Brien) · 12 min')).toEqual([
      { script: 'latin', text: 'Zoë Ångström (O’Brien) · 12 min' },
    ]);
  });

  it.each([
    ['अनिका शाह', 'devanagari'],
    ['ক্ষিতীশ', 'bengali'],
    ['ਗੁਰਪ੍ਰੀਤ', 'gurmukhi'],
    ['ક્રિષ્ના', 'gujarati'],
    ['தமிழ்செல்வி', 'tamil'],
    ['శ్రీనివాస్', 'telugu'],
    ['ಕೃಷ್ಣ', 'kannada'],
    ['ശ്രീക്കുട്ടി', 'malayalam'],
    ['فاطمة الزهراء', 'arabic'],
    ['王小明', 'cjk'],
    ['さくら 山田', 'cjk'],
  ])('keeps %s whole, spaces and all, in its script', (name, script) => {
    expect(scriptRuns(name)).toEqual([{ script, text: name }]);
  });

  it('puts spaces and punctuation between two scripts in Latin', () => {
    expect(scriptRuns('Result · अनिका शाह (pupil_1)')).toEqual([
      { script: 'latin', text: 'Result · ' },
      { script: 'devanagari', text: 'अनिका शाह' },
      { script: 'latin', text: ' (pupil_1)' },
    ]);
    expect(scriptRuns('अनिका, 王小明')).toEqual([
      { script: 'devanagari', text: 'अनिका' },
      { script: 'latin', text: ', ' },
      { script: 'cjk', text: '王小明' },
    ]);
  });

  it('keeps joiners and marks with the letter before them, and marks shared between scripts with the run', () => {
    expect(scriptRuns('क्‍ष')).toEqual([{ script: 'devanagari', text: 'क्‍ष' }]);
    expect(scriptRuns('ক্ষিতীশ।')).toEqual([{ script: 'bengali', text: 'ক্ষিতীশ।' }]);
    expect(scriptRuns('مـحمد')).toEqual([{ script: 'arabic', text: 'مـحمد' }]);
    expect(scriptRuns('ラーメン、すし')).toEqual([{ script: 'cjk', text: 'ラーメン、すし' }]);
  });

  it('sets a symbol between two letters of one script in Latin, which has it', () => {
    expect(scriptRuns('अ × ब')).toEqual([
      { script: 'devanagari', text: 'अ' },
      { script: 'latin', text: ' × ' },
      { script: 'devanagari', text: 'ब' },
    ]);
  });

  it('sets fullwidth forms with the ideographs they stand among', () => {
    expect(scriptRuns('ＡＢＣ 山田')).toEqual([{ script: 'cjk', text: 'ＡＢＣ 山田' }]);
  });
});
