import { numberWords, OPERATOR_WORDS, type SpokenLanguage } from './number-words.js';

/** Syllables of every word an English number is said with, and of the words before a term. */
const ENGLISH_SYLLABLES: Readonly<Record<string, number>> = {
  zero: 2,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 2,
  eight: 1,
  nine: 1,
  ten: 1,
  eleven: 3,
  twelve: 1,
  thirteen: 2,
  fourteen: 2,
  fifteen: 2,
  sixteen: 2,
  seventeen: 3,
  eighteen: 2,
  nineteen: 2,
  twenty: 2,
  thirty: 2,
  forty: 2,
  fifty: 2,
  sixty: 2,
  seventy: 3,
  eighty: 2,
  ninety: 2,
  hundred: 2,
  thousand: 2,
  million: 2,
  billion: 2,
  plus: 1,
  minus: 2,
};

const isConsonant = (code: number) => (code >= 0x915 && code <= 0x939) || (code >= 0x958 && code <= 0x95f);
const isIndependentVowel = (code: number) => code >= 0x905 && code <= 0x914;
const NUKTA = 0x93c;
const VIRAMA = 0x94d;

/**
 * A Hindi word's syllables: each vowel written alone, and each consonant with its vowel (a sign, or the
 * inherent a) except one that ends the word bare (Hindi drops its a: सात is "saat") and one joined to the
 * next by a virama (the द् of पंद्रह).
 */
function hindiSyllables(word: string): number {
  const codes = [...word].map((character) => character.codePointAt(0)!);
  let syllables = 0;
  codes.forEach((code, index) => {
    if (isIndependentVowel(code)) syllables += 1;
    if (!isConsonant(code)) return;
    let next = index + 1;
    while (codes[next] === NUKTA) next += 1;
    if (next < codes.length && codes[next] !== VIRAMA) syllables += 1;
  });
  return Math.max(syllables, 1);
}

/** How many syllables `words` (a number said in `language`, with the word before it) take. */
export function syllablesOf(words: string, language: SpokenLanguage): number {
  const each = words.split(/[\s-]+/).filter(Boolean);
  return language === 'hi'
    ? each.reduce((sum, word) => sum + hindiSyllables(word), 0)
    : each.reduce((sum, word) => sum + (ENGLISH_SYLLABLES[word] ?? 2), 0);
}

/**
 * How long a voice takes to start and then to say one syllable, in seconds. Measured with espeak-ng 1.51
 * at its own pace (175 words a minute): 60 numbers of 1 to 10 digits said in each language, the silence at
 * each end trimmed (sox's `silence`), and a line fitted through the seconds against the syllables counted
 * here (English r² 0.993, Hindi 0.973). The voices of browsers read at about that pace at rate 1.
 */
const VOICE: Readonly<Record<SpokenLanguage, { start: number; perSyllable: number }>> = {
  en: { start: 0.13, perSyllable: 0.207 },
  hi: { start: 0.14, perSyllable: 0.179 },
};

/** About how many seconds `words` take to say in `language`. */
export function secondsToSay(words: string, language: SpokenLanguage): number {
  const voice = VOICE[language];
  return voice.start + voice.perSyllable * syllablesOf(words, language);
}

/** The numbers of a sum's rows: a range drawn uniformly, or digit counts drawn alike (as the generator does). */
export type SpokenNumbers = { min: number; max: number } | { digits: { min: number; max: number } };

/** Numbers taken evenly across a range to judge how long its numbers take: every one of a shorter range. */
const SAMPLE = 400;

function evenly(min: number, max: number): number[] {
  const size = max - min + 1;
  if (size <= SAMPLE) return Array.from({ length: size }, (_, index) => min + index);
  return Array.from({ length: SAMPLE }, (_, index) => min + Math.floor((index * (size - 1)) / (SAMPLE - 1)));
}

/** Groups of numbers standing for the whole of `numbers`, each as likely as the others: a digit count's. */
function groupsOf(numbers: SpokenNumbers): number[][] {
  if ('digits' in numbers) {
    const { min, max } = numbers.digits;
    return Array.from({ length: max - min + 1 }, (_, index) =>
      evenly(10 ** (min + index - 1), 10 ** (min + index) - 1),
    );
  }
  return [evenly(Math.max(numbers.min, 0), numbers.max)];
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** How long a listening sum's number takes to say, on average, in the slower of the two languages. */
export function typicalTermSeconds(numbers: SpokenNumbers, operators: readonly ('+' | '-')[]): number {
  const groups = groupsOf(numbers);
  const signs = operators.map((operator): '+' | '−' => (operator === '+' ? '+' : '−'));
  const typical = (language: SpokenLanguage) => {
    const say = (words: string) => secondsToSay(words, language);
    const before = signs.length === 0 ? 0 : average(signs.map((sign) => say(OPERATOR_WORDS[language][sign])));
    const number = average(
      groups.map((group) => average(group.map((value) => say(numberWords(value, language))))),
    );
    // The voice starts once: the word before a number and the number are one utterance.
    return before - VOICE[language].start + number;
  };
  return Math.max(typical('en'), typical('hi'));
}

/** The most numbers a minute a voice can read these numbers at, each at its own slot. */
export const fastestListeningPace = (seconds: number): number => Math.floor(60 / seconds);
