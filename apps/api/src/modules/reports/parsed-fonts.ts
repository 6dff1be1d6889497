import { readFileSync } from 'node:fs';
import { type EmbeddedFont, patchOnce, pdfmakeDocument } from './pdfmake-document.js';

/** Each font file, as fontkit parsed it for the first document that used it. */
const parsed = new Map<string, EmbeddedFont['font']>();

/**
 * pdfkit reads and parses a font afresh for every document (pdfmake hands it the file, and pdfkit takes
 * only bytes), and a shaping font's first layout, which reads its substitution and positioning tables,
 * takes longer than rendering a whole report. Each file is read once, into pdfmake's virtual file system,
 * and its parsed font is kept from the first document that sets text in it and given to the later ones,
 * each with its own subset of glyphs to embed. A font no document has used is never read.
 */
export const keepParsedFonts = () =>
  patchOnce('keep parsed fonts', () => {
    const { provideFont } = pdfmakeDocument;
    pdfmakeDocument.provideFont = function (family, bold, italics) {
      const known = this.fontCache[family]?.[this.getFontType(bold, italics)];
      if (known) return known;
      const file = this.getFontFile(family, bold, italics);
      if (file !== null && !this.virtualfs.existsSync(file)) {
        this.virtualfs.writeFileSync(file, readFileSync(file));
      }
      // Throws for a family or style the document has no font for.
      const embedded = provideFont.call(this, family, bold, italics);
      const font = parsed.get(file!);
      if (!font) {
        parsed.set(file!, embedded.font);
      } else {
        embedded.font = font;
        embedded.subset = font.createSubset();
      }
      return embedded;
    };
  });
