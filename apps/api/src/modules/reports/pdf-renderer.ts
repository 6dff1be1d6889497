import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfMake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
// pdfmake is CommonJS whose export is an instance, which ESM cannot import by name.
const pdfmake = require('pdfmake') as typeof PdfMake;

/** Roboto ships with pdfmake: an embedded font keeps the text real, selectable and outside Latin-1. */
const FONT_DIR = join(dirname(require.resolve('pdfmake')), '..', 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// Reports are built from our own data only: never fetch a URL, never read a file but the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));

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
      ...document,
      styles: { ...REPORT_STYLES, ...document.styles },
    })
    .getBuffer();
}
