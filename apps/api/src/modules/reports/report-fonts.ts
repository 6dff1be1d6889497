import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces.js';
import type { Script } from './script-runs.js';

const require = createRequire(import.meta.url);

/** Roboto ships with pdfmake: Latin, Greek, Cyrillic and the punctuation every report prints. */
const ROBOTO = join(dirname(require.resolve('pdfmake')), '..', 'fonts', 'Roboto');
export const ROBOTO_REGULAR = join(ROBOTO, 'Roboto-Regular.ttf');

/**
 * The Noto family of each other script, whole TrueType files from Expo's packages of Google Fonts (one
 * file a weight; the web font packages cut CJK into a hundred files by Unicode range, and pdfkit embeds
 * one file per font). Noto Sans SC also has the kana and the kanji of Japanese names. These fonts have
 * no italics: an italic run is set upright.
 */
const NOTO: Record<Exclude<Script, 'latin'>, string> = {
  devanagari: 'Devanagari',
  bengali: 'Bengali',
  gurmukhi: 'Gurmukhi',
  gujarati: 'Gujarati',
  tamil: 'Tamil',
  telugu: 'Telugu',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  arabic: 'Arabic',
  cjk: 'SC',
};

const notoDirectory = (family: string) =>
  dirname(require.resolve(`@expo-google-fonts/noto-sans-${family.toLowerCase()}/package.json`));

/** The family a script's runs are set in. */
export const fontFamilyOf = (script: Script): string =>
  script === 'latin' ? 'Roboto' : `NotoSans${NOTO[script]}`;

interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

function notoFont(family: string): FontFiles {
  const file = (weight: string) => join(notoDirectory(family), weight, `NotoSans${family}_${weight}.ttf`);
  const normal = file('400Regular');
  const bold = file('700Bold');
  return { normal, bold, italics: normal, bolditalics: bold };
}

const FONTS: Record<string, FontFiles> = {
  Roboto: {
    normal: ROBOTO_REGULAR,
    bold: join(ROBOTO, 'Roboto-Medium.ttf'),
    italics: join(ROBOTO, 'Roboto-Italic.ttf'),
    bolditalics: join(ROBOTO, 'Roboto-MediumItalic.ttf'),
  },
  ...Object.fromEntries(Object.values(NOTO).map((family) => [`NotoSans${family}`, notoFont(family)])),
};

export const REPORT_FONTS: TFontDictionary = FONTS;

/** The only files a report may read. */
export const FONT_FILES: ReadonlySet<string> = new Set(
  Object.values(FONTS).flatMap(({ normal, bold, italics, bolditalics }) => [
    normal,
    bold,
    italics,
    bolditalics,
  ]),
);
