import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CJK_FONT_FILE,
  CJK_LICENSE_FILE,
  cjkCharactersOfCatalogues,
  SOURCE_LICENSE,
  subsetCjkFont,
} from './cjk-font.ts';

// `npm run fonts -w @abacus/web`: after a catalogue gains a CJK character (scripts/__tests__/cjk-font.test.ts
// fails until then).
const font = await subsetCjkFont();
mkdirSync(new URL('.', CJK_FONT_FILE), { recursive: true });
writeFileSync(CJK_FONT_FILE, font);
copyFileSync(SOURCE_LICENSE, CJK_LICENSE_FILE);
console.warn(
  `Wrote ${fileURLToPath(CJK_FONT_FILE)} (${font.length} bytes, ${cjkCharactersOfCatalogues().join('')}) and its licence`,
);
