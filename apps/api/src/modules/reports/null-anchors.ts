import { createRequire } from 'node:module';
import { patchOnce } from './pdfmake-document.js';

interface MarkRecord {
  markAnchor: unknown;
}

interface GlyphPositioning {
  applyAnchor: (
    this: GlyphPositioning,
    markRecord: MarkRecord,
    baseAnchor: unknown,
    baseGlyphIndex: number,
  ) => void;
}

interface Fontkit {
  openSync(path: string): { _layoutEngine: { engine: { GPOSProcessor: GlyphPositioning } } };
}

const require = createRequire(import.meta.url);
// The fontkit pdfkit shapes with, whichever copy that is.
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;

/**
 * fontkit 2.0.4 throws on a null anchor in a font's mark positioning (foliojs/fontkit#367), which the
 * OpenType specification allows and Noto Sans Telugu and Gurmukhi have: a name in either script would
 * fail the whole PDF. As HarfBuzz does and the fix proposed upstream (foliojs/fontkit#374) will, a mark
 * with no anchor on its base is left where it is. fontkit does not export its positioning class: any font
 * with a GPOS table (`fontFile`) hands it over.
 */
export const skipNullAnchors = (fontFile: string) =>
  patchOnce('skip null anchors', () => {
    const positioning = Object.getPrototypeOf(
      fontkit.openSync(fontFile)._layoutEngine.engine.GPOSProcessor,
    ) as GlyphPositioning;
    const applyAnchor = positioning.applyAnchor;
    positioning.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
      if (baseAnchor && markRecord.markAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
    };
  });
