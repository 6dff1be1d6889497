import { describe, expect, it } from 'vitest';
import { inlineQuestion, spokenQuestion, writeQuestion } from '../written-question';

describe('a written question', () => {
  it('puts a + − drill in a column, one signed number per line', () => {
    expect(writeQuestion('48 + 27 - 19')).toEqual({
      layout: 'column',
      lines: [
        { sign: '', number: '48' },
        { sign: '+', number: '27' },
        { sign: '−', number: '19' },
      ],
    });
  });

  it('keeps × and ÷ on one line, with their glyphs', () => {
    expect(writeQuestion('12 * 3 / 4 + 5')).toEqual({ layout: 'line', text: '12 × 3 ÷ 4 + 5' });
    expect(inlineQuestion('9 - 4')).toBe('9 − 4');
  });

  it('reads the question out in words', () => {
    expect(spokenQuestion('12 * 3 / 4 - 1')).toBe('12 times 3 divided by 4 minus 1');
  });
});
