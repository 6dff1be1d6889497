import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { markReorderedText } from './actual-text.js';
import { skipNullAnchors } from './null-anchors.js';
import { keepParsedFonts } from './parsed-fonts.js';
import { FONT_FILES, REPORT_FONTS, ROBOTO_REGULAR } from './report-fonts.js';
import { inScriptFonts } from './script-fonts.js';

const require = createRequire(import.meta.url);
// pdfmake is CommonJS whose export is an instance, which ESM cannot import by name.
const pdfmake = require('pdfmake') as typeof PdfMake;

// Embedded fonts keep the text real and selectable, in every script of a class: pdfmake reads a font's
// file only when a document sets text in it, and pdfkit embeds only the glyphs used.
pdfmake.setFonts(REPORT_FONTS);
// Reports are built from our own data only: never fetch a URL, never read a file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
markReorderedText();
keepParsedFonts();
skipNullAnchors(ROBOTO_REGULAR);

export const REPORT_STYLES: TDocumentDefinitions['styles'] = {
  title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
  subtitle: { fontSize: 12, color: '#555555', margin: [0, 0, 0, 16] },
  sectionTitle: { fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
  label: { color: '#555555' },
  tableHeader: { bold: true, fillColor: '#eeeeee' },
  footer: { fontSize: 8, color: '#777777' },
};

export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({
      defaultStyle: { font: 'Roboto', fontSize: 10 },
      ...inScriptFonts(document),
      styles: { ...REPORT_STYLES, ...document.styles },
    })
    .getBuffer();
}
