/**
 * A text cut into runs by writing system, so that each run can be set in a font that has its letters:
 * a PDF font has no fallback of its own, and a name in a font without its script prints as boxes.
 */

export type Script =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'arabic'
  | 'cjk';

export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * Each script but Latin, by its Script_Extensions: a mark shared by several scripts (the danda of most Indic
 * scripts, Arabic's tatweel, Japanese's ー and 、) belongs to each of them.
 */
const EXTENSIONS: readonly (readonly [Exclude<Script, 'latin'>, RegExp])[] = [
  ['devanagari', /\p{scx=Deva}/u],
  ['bengali', /\p{scx=Beng}/u],
  ['gurmukhi', /\p{scx=Guru}/u],
  ['gujarati', /\p{scx=Gujr}/u],
  ['tamil', /\p{scx=Taml}/u],
  ['telugu', /\p{scx=Telu}/u],
  ['kannada', /\p{scx=Knda}/u],
  ['malayalam', /\p{scx=Mlym}/u],
  ['arabic', /\p{scx=Arab}/u],
  // Fullwidth forms and CJK punctuation are set with the ideographs they stand among.
  ['cjk', /[\p{scx=Hani}\p{scx=Hira}\p{scx=Kana}\p{scx=Bopo}\u3000-\u303f\uff00-\uffef]/u],
];

/** Any letter or mark of a script other than Latin: a text without one is a single Latin run. */
const ANY_OTHER = new RegExp(EXTENSIONS.map(([, pattern]) => pattern.source).join('|'), 'u');

/** Marks and joiners (combining accents, ZWJ, ZWNJ): they belong to the letter before them. */
const INHERITED = /\p{sc=Zinh}/u;

/**
 * Characters of no script but letters and digits (spaces, punctuation, symbols) are neutral: they go with
 * their neighbours. So is punctuation Latin shares with other scripts, such as `·`.
 */
const COMMON = /\p{sc=Zyyy}/u;
const NEUTRAL = /^[^\p{L}\p{N}]$/u;
const SHARED_WITH_LATIN = /\p{scx=Latn}/u;

/**
 * Neutral characters that stay inside a run when it goes on after them: spaces and everyday punctuation,
 * which every font of the reports has. A right-to-left name must stay one run across its spaces for its
 * words to be set in their order.
 */
const JOINABLE = /^[\p{Zs}\p{P}]$/u;
const BELOW_SUPERSCRIPTS = 0x2070;

/**
 * Scripts whose glyphs do not follow their characters one for one, in order: Indic conjuncts and vowel
 * signs drawn before their consonant, Arabic set right to left.
 */
export const reordersGlyphs = (script: Script): boolean => script !== 'latin' && script !== 'cjk';

export const isRightToLeft = (script: Script): boolean => script === 'arabic';

type Kind = { strong: Script } | 'inherited' | 'neutral';

function kindOf(char: string, current: Script | undefined): Kind {
  if (INHERITED.test(char)) return 'inherited';
  const scripts: Script[] = EXTENSIONS.filter(([, pattern]) => pattern.test(char)).map(([script]) => script);
  if (scripts.length > 0 && !(COMMON.test(char) && SHARED_WITH_LATIN.test(char))) {
    return { strong: current && scripts.includes(current) ? current : scripts[0]! };
  }
  return COMMON.test(char) && NEUTRAL.test(char) ? 'neutral' : { strong: 'latin' };
}

const joinable = (text: string) =>
  [...text].every((char) => char.codePointAt(0)! < BELOW_SUPERSCRIPTS && JOINABLE.test(char));

/**
 * The runs of a text, in order, each of one script. Marks and joiners go with the letter before them;
 * spaces and punctuation between two letters of the same script stay in its run, and otherwise form a
 * Latin run (Roboto has them all).
 */
export function scriptRuns(text: string): ScriptRun[] {
  if (!ANY_OTHER.test(text)) return [{ script: 'latin', text }];
  const runs: ScriptRun[] = [];
  let neutral = '';
  const add = (script: Script, chars: string) => {
    const last = runs.at(-1);
    if (last?.script === script) last.text += chars;
    else runs.push({ script, text: chars });
  };
  for (const char of text) {
    const last = runs.at(-1);
    const kind = kindOf(char, last?.script);
    if (kind === 'neutral' || (kind === 'inherited' && neutral)) {
      neutral += char;
    } else if (kind === 'inherited') {
      add(last?.script ?? 'latin', char);
    } else {
      if (neutral) add(last?.script === kind.strong && joinable(neutral) ? kind.strong : 'latin', neutral);
      neutral = '';
      add(kind.strong, char);
    }
  }
  if (neutral) add('latin', neutral);
  return runs;
}
