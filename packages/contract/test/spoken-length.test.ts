import { describe, expect, it } from 'vitest';
import { MIN_LISTENING_NUMBERS_PER_MINUTE } from '../src/limits.js';
import { numberWords } from '../src/number-words.js';
import { fastestListeningPace, secondsToSay, syllablesOf, typicalTermSeconds } from '../src/spoken-length.js';

const bothSigns = ['+', '-'] as const;

describe('how long a number takes to say', () => {
  it('counts the syllables of English number words', () => {
    expect(syllablesOf('seven', 'en')).toBe(2);
    expect(syllablesOf('plus seventy-seven thousand seven hundred seventy-seven', 'en')).toBe(17);
    expect(syllablesOf(numberWords(99_999, 'en'), 'en')).toBe(11);
  });

  it('counts Hindi syllables, dropping the a of a last bare consonant and of one joined by a virama', () => {
    expect(syllablesOf('सात', 'hi')).toBe(1);
    expect(syllablesOf('एक', 'hi')).toBe(1);
    expect(syllablesOf('बारह', 'hi')).toBe(2);
    expect(syllablesOf('पंद्रह', 'hi')).toBe(2);
    expect(syllablesOf('निन्यानवे', 'hi')).toBe(4);
    expect(syllablesOf('घटा तीन सौ', 'hi')).toBe(4);
  });

  it('takes longer the more there is to say', () => {
    expect(secondsToSay('nine', 'en')).toBeLessThan(secondsToSay('ninety-nine', 'en'));
    expect(secondsToSay(numberWords(12_345, 'hi'), 'hi')).toBeGreaterThan(1.5);
    expect(secondsToSay(numberWords(12_345, 'hi'), 'hi')).toBeLessThan(3);
  });

  it('gives each digit count a typical length and a pace, slower for longer numbers', () => {
    const paces = Array.from({ length: 10 }, (_, index) =>
      fastestListeningPace(typicalTermSeconds({ digits: { min: index + 1, max: index + 1 } }, bothSigns)),
    );
    for (let index = 1; index < paces.length; index += 1) {
      expect(paces[index], `${index + 1} digits`).toBeLessThanOrEqual(paces[index - 1]!);
    }
    // One-digit numbers about 1½ a second; ten digits (some 25 syllables) still at the slowest pace allowed.
    expect(paces[0]).toBeGreaterThanOrEqual(80);
    expect(paces[0]).toBeLessThan(100);
    expect(paces[9]).toBeGreaterThanOrEqual(MIN_LISTENING_NUMBERS_PER_MINUTE);
  });

  it('judges a range by its numbers, mostly its longest ones, and mixed digit counts by each count alike', () => {
    const upTo99 = typicalTermSeconds({ min: 1, max: 99 }, bothSigns);
    const twoDigits = typicalTermSeconds({ digits: { min: 2, max: 2 } }, bothSigns);
    expect(Math.abs(upTo99 - twoDigits)).toBeLessThan(0.1);
    const oneOrTwo = typicalTermSeconds({ digits: { min: 1, max: 2 } }, bothSigns);
    const one = typicalTermSeconds({ digits: { min: 1, max: 1 } }, bothSigns);
    // Each language's average, then the slower: within a hundredth of a second of the two counts' mean.
    expect(Math.abs(oneOrTwo - (one + twoDigits) / 2)).toBeLessThan(0.01);
  });

  it('counts the word before each number: "minus" takes longer to say than "plus"', () => {
    const adding = typicalTermSeconds({ digits: { min: 3, max: 3 } }, ['+']);
    const subtracting = typicalTermSeconds({ digits: { min: 3, max: 3 } }, ['-']);
    expect(subtracting).toBeGreaterThan(adding);
  });
});
