import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import * as en from '../src/locales/en';
import { hi } from '../src/locales/hi';

const require = createRequire(import.meta.url);

/**
 * The CJK blocks the app's CJK font stands for, as its @font-face's `unicode-range` names them
 * (src/global.css): CJK symbols and punctuation, kana, the unified and compatibility ideographs and the
 * full-width forms. A browser downloads the font only for a page with a character in one of these.
 */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x3000, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

/** The ranges as CSS writes them: `U+3000-30FF, …`. */
export const CJK_UNICODE_RANGE = CJK_RANGES.map(
  ([first, last]) => `U+${first.toString(16).toUpperCase()}-${last.toString(16).toUpperCase()}`,
).join(', ');

const isCjk = (codePoint: number) =>
  CJK_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

/** The font's source: Noto Sans SC, Regular, which the API's PDFs use too (SIL Open Font License 1.1). */
export const SOURCE_FONT =
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
/** The font's licence, kept beside the subset as the OFL asks. */
export const SOURCE_LICENSE = require.resolve('@expo-google-fonts/noto-sans-sc/LICENSE_FONT');

/** The committed subset, which src/global.css names (the build gives it a hashed name under assets/). */
export const CJK_FONT_FILE = new URL('../src/assets/fonts/noto-sans-sc-subset.woff2', import.meta.url);
export const CJK_LICENSE_FILE = new URL('../src/assets/fonts/noto-sans-sc-OFL.txt', import.meta.url);

function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) yield* stringsOf(inner);
  }
}

/** Every CJK character in the app's catalogues, English and Hindi, once each in code point order. */
export function cjkCharactersOfCatalogues(): string[] {
  const characters = new Set<string>();
  for (const text of stringsOf([en, hi])) {
    for (const character of text) if (isCjk(character.codePointAt(0) ?? 0)) characters.add(character);
  }
  return [...characters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/**
 * The WOFF2 subset of Noto Sans SC holding just the catalogues' CJK characters. The name table keeps its
 * copyright and adds the licence's description and address (name IDs 13 and 14), so the served file
 * carries its own licence.
 */
export async function subsetCjkFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT), cjkCharactersOfCatalogues().join(''), {
    targetFormat: 'woff2',
    preserveNameIds: [13, 14],
  });
}
