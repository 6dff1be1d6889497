import { describe, expect, it } from 'vitest';
import { MAX_SPOKEN, numberWords, spokenTerm } from '../src/number-words.js';

/** Every number of up to five digits is said in full; longer ones by their groups, each of which is one of these. */
const FIVE_DIGITS = 99_999;

describe('numbers in English words', () => {
  it('says ones, teens, tens and the numbers between them', () => {
    expect([0, 7, 10, 13, 19, 20, 21, 40, 45, 99].map((value) => numberWords(value, 'en'))).toEqual([
      'zero',
      'seven',
      'ten',
      'thirteen',
      'nineteen',
      'twenty',
      'twenty-one',
      'forty',
      'forty-five',
      'ninety-nine',
    ]);
  });

  it('says hundreds and thousands as a number is dictated, without "and"', () => {
    expect(numberWords(100, 'en')).toBe('one hundred');
    expect(numberWords(345, 'en')).toBe('three hundred forty-five');
    expect(numberWords(1_000, 'en')).toBe('one thousand');
    expect(numberWords(1_005, 'en')).toBe('one thousand five');
    expect(numberWords(12_345, 'en')).toBe('twelve thousand three hundred forty-five');
    expect(numberWords(99_999, 'en')).toBe('ninety-nine thousand nine hundred ninety-nine');
    expect(numberWords(100_000, 'en')).toBe('one hundred thousand');
    expect(numberWords(9_876_543_210, 'en')).toBe(
      'nine billion eight hundred seventy-six million five hundred forty-three thousand two hundred ten',
    );
    expect(numberWords(MAX_SPOKEN, 'en')).toBe(
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand ' +
        'nine hundred ninety-nine',
    );
  });
});

describe('numbers in Hindi words', () => {
  it('has a word of its own for each number below a hundred', () => {
    const words = Array.from({ length: 100 }, (_, value) => numberWords(value, 'hi'));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/u);
    expect(words.slice(0, 11)).toEqual([
      'शून्य',
      'एक',
      'दो',
      'तीन',
      'चार',
      'पाँच',
      'छह',
      'सात',
      'आठ',
      'नौ',
      'दस',
    ]);
    expect(
      [11, 15, 19, 21, 29, 39, 44, 47, 49, 53, 59, 67, 69, 79, 89, 90, 91, 99].map((n) => words[n]),
    ).toEqual([
      'ग्यारह',
      'पंद्रह',
      'उन्नीस',
      'इक्कीस',
      'उनतीस',
      'उनतालीस',
      'चवालीस',
      'सैंतालीस',
      'उनचास',
      'तिरपन',
      'उनसठ',
      'सड़सठ',
      'उनहत्तर',
      'उन्यासी',
      'नवासी',
      'नब्बे',
      'इक्यानवे',
      'निन्यानवे',
    ]);
  });

  it('says hundreds, thousands and lakhs in the Indian system', () => {
    expect(numberWords(100, 'hi')).toBe('एक सौ');
    expect(numberWords(345, 'hi')).toBe('तीन सौ पैंतालीस');
    expect(numberWords(1_000, 'hi')).toBe('एक हज़ार');
    expect(numberWords(1_005, 'hi')).toBe('एक हज़ार पाँच');
    expect(numberWords(12_345, 'hi')).toBe('बारह हज़ार तीन सौ पैंतालीस');
    expect(numberWords(99_999, 'hi')).toBe('निन्यानवे हज़ार नौ सौ निन्यानवे');
    expect(numberWords(100_000, 'hi')).toBe('एक लाख');
    expect(numberWords(1_23_456, 'hi')).toBe('एक लाख तेईस हज़ार चार सौ छप्पन');
    expect(numberWords(2_00_00_007, 'hi')).toBe('दो करोड़ सात');
    expect(numberWords(9_87_65_43_210, 'hi')).toBe('नौ अरब सत्तासी करोड़ पैंसठ लाख तैंतालीस हज़ार दो सौ दस');
    expect(numberWords(MAX_SPOKEN, 'hi')).toBe(
      'नौ खरब निन्यानवे अरब निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे',
    );
  });
});

describe('every number of up to five digits', () => {
  it('has words, and no digit, in both languages', () => {
    for (let value = 0; value <= FIVE_DIGITS; value += 1) {
      for (const language of ['en', 'hi'] as const) {
        const words = numberWords(value, language);
        if (words.length === 0 || /[0-9\u0966-\u096F]/u.test(words) || words !== words.trim()) {
          expect.fail(`${value} in ${language}: "${words}"`);
        }
      }
    }
  });

  it('refuses what is not a whole number in range', () => {
    for (const value of [-1, 1.5, MAX_SPOKEN + 1, Number.NaN]) {
      expect(() => numberWords(value, 'en')).toThrow(RangeError);
    }
  });
});

describe('a dictated term', () => {
  it('says the first number alone and each after it with its operator', () => {
    expect(spokenTerm({ sign: '', number: '48' }, 'en')).toBe('forty-eight');
    expect(spokenTerm({ sign: '+', number: '27' }, 'en')).toBe('plus twenty-seven');
    expect(spokenTerm({ sign: '−', number: '345' }, 'en')).toBe('minus three hundred forty-five');
    expect(spokenTerm({ sign: '', number: '48' }, 'hi')).toBe('अड़तालीस');
    expect(spokenTerm({ sign: '+', number: '27' }, 'hi')).toBe('जमा सत्ताईस');
    expect(spokenTerm({ sign: '−', number: '345' }, 'hi')).toBe('घटा तीन सौ पैंतालीस');
  });
});
