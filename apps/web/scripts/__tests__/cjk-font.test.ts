// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  CJK_FONT_FILE,
  CJK_LICENSE_FILE,
  CJK_UNICODE_RANGE,
  cjkCharactersOfCatalogues,
  SOURCE_LICENSE,
} from '../cjk-font';

/** The code points the committed font draws, of those asked about. */
async function drawnOf(characters: string[]): Promise<Set<number>> {
  // HarfBuzz reads TrueType, not WOFF2: the committed font cut to the characters, unpacked.
  const sfnt = await subsetFont(readFileSync(CJK_FONT_FILE), characters.join(''), { targetFormat: 'sfnt' });
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

describe('the CJK font the app serves (src/assets/fonts, written by npm run fonts -w @abacus/web)', () => {
  it('draws every CJK character of the English and Hindi catalogues', async () => {
    const characters = cjkCharactersOfCatalogues();
    expect(characters).toEqual(expect.arrayContaining([...'全国珠算教育連盟日本商工会議所見取算級']));
    const drawn = await drawnOf(characters);
    const missing = characters.filter((character) => !drawn.has(character.codePointAt(0) ?? 0));
    expect(missing, 'not in the committed font: run npm run fonts -w @abacus/web').toEqual([]);
  });

  it('is declared for the CJK blocks only, and keeps its licence beside it', () => {
    const css = readFileSync(new URL('../../src/global.css', import.meta.url), 'utf8');
    expect(css).toContain(`unicode-range: ${CJK_UNICODE_RANGE};`);
    expect(readFileSync(CJK_LICENSE_FILE, 'utf8')).toBe(readFileSync(SOURCE_LICENSE, 'utf8'));
  });
});
