/** The languages numbers are said in: those of the classroom app's screens. */
export type SpokenLanguage = 'en' | 'hi';

/** The voice each language of the screen is read aloud in: the English and the Hindi of India. */
export const SPEECH_LANGS: Record<SpokenLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Largest number said in words: every term and answer the generator writes (below 10¹²) is within it. */
export const MAX_SPOKEN = 999_999_999_999;

const ENGLISH_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const ENGLISH_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelowHundred(value: number): string {
  if (value < 20) return ENGLISH_ONES[value]!;
  const tens = ENGLISH_TENS[Math.floor(value / 10)]!;
  return value % 10 === 0 ? tens : `${tens}-${ENGLISH_ONES[value % 10]!}`;
}

function englishBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return englishBelowHundred(rest);
  const said = `${ENGLISH_ONES[hundreds]!} hundred`;
  return rest === 0 ? said : `${said} ${englishBelowHundred(rest)}`;
}

/** "three hundred forty-five", "twelve thousand five": without "and", as a number is dictated. */
function english(value: number): string {
  if (value === 0) return ENGLISH_ONES[0]!;
  const parts: string[] = [];
  for (const [size, name] of [
    [1_000_000_000, 'billion'],
    [1_000_000, 'million'],
    [1_000, 'thousand'],
  ] as const) {
    const count = Math.floor(value / size) % 1000;
    if (count > 0) parts.push(`${englishBelowThousand(count)} ${name}`);
  }
  if (value % 1000 > 0) parts.push(englishBelowThousand(value % 1000));
  return parts.join(' ');
}

/**
 * Hindi says each number from 0 to 99 in a word of its own, not built from tens and ones ("सैंतालीस" is
 * 47), so every one is written out. The standard forms of school books: -नवे in the nineties, "उन्यासी"
 * for 79.
 */
const HINDI_BELOW_HUNDRED = [
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
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/**
 * "बारह हज़ार तीन सौ पैंतालीस", "एक लाख पाँच": the Indian system, whose groups above the hundreds have two
 * digits, up to अरब (10⁹) and खरब (10¹¹).
 */
function hindi(value: number): string {
  if (value === 0) return HINDI_BELOW_HUNDRED[0]!;
  const parts: string[] = [];
  for (const [size, name, below] of [
    [100_000_000_000, 'खरब', 100],
    [1_000_000_000, 'अरब', 100],
    [10_000_000, 'करोड़', 100],
    [100_000, 'लाख', 100],
    [1_000, 'हज़ार', 100],
    [100, 'सौ', 10],
  ] as const) {
    const count = Math.floor(value / size) % below;
    if (count > 0) parts.push(`${HINDI_BELOW_HUNDRED[count]!} ${name}`);
  }
  if (value % 100 > 0) parts.push(HINDI_BELOW_HUNDRED[value % 100]!);
  return parts.join(' ');
}

/** A whole number from 0 to `MAX_SPOKEN` in the words of `language`. */
export function numberWords(value: number, language: SpokenLanguage): string {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SPOKEN) {
    throw new RangeError(`${value} is not a whole number from 0 to ${MAX_SPOKEN}`);
  }
  return language === 'hi' ? hindi(value) : english(value);
}

/**
 * What comes before a term of a dictated sum. Hindi reckoning says "जमा" and "घटा", the words the app's
 * Hindi already reads operators with; "जोड़" is also the sum that the child is then asked for.
 */
export const OPERATOR_WORDS: Record<SpokenLanguage, { '+': string; '−': string }> = {
  en: { '+': 'plus', '−': 'minus' },
  hi: { '+': 'जमा', '−': 'घटा' },
};

/** A line of a written sum (`writeQuestion`) as it is dictated: the first number alone, then "plus 27", "minus 19". */
export function spokenTerm(term: { sign: '' | '+' | '−'; number: string }, language: SpokenLanguage): string {
  const words = numberWords(Number(term.number), language);
  return term.sign === '' ? words : `${OPERATOR_WORDS[language][term.sign]} ${words}`;
}
