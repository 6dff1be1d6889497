import { fileNameOf } from '@abacus/contract';
import { describe, expect, it } from 'vitest';

describe('fileNameOf', () => {
  it('keeps the words of a title, in lower case, joined by one -', () => {
    expect(fileNameOf('Level 2 – Friday test!')).toBe('level-2-friday-test');
    expect(fileNameOf('  Sums / 10: warm-up  ')).toBe('sums-10-warm-up');
  });

  it('keeps a name in its own script, letters with their marks', () => {
    expect(fileNameOf('अनिका शाह')).toBe('अनिका-शाह');
    expect(fileNameOf('அனிகா ஷா')).toBe('அனிகா-ஷா');
    expect(fileNameOf('أنيكا شاه')).toBe('أنيكا-شاه');
    expect(fileNameOf('山田 花子')).toBe('山田-花子');
    expect(fileNameOf('Zoë O’Brien (Annie)')).toBe('zoë-o-brien-annie');
  });

  it('falls back when nothing of the title can name a file', () => {
    expect(fileNameOf('!!!', 'exam')).toBe('exam');
    expect(fileNameOf('')).toBe('file');
  });
});
