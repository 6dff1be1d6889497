import { patchOnce, pdfmakeDocument } from './pdfmake-document.js';
import { isRightToLeft, reordersGlyphs, scriptRuns } from './script-runs.js';

/**
 * What a piece of text drawn at once should read as, where its glyphs alone would read wrong. Readers
 * spread an ActualText's characters over the span's glyphs from left to right, then turn right-to-left
 * text into reading order as they do for any glyphs: a right-to-left text is given in the order it is
 * drawn, right to left.
 */
function actualTextOf(text: string): string | undefined {
  const runs = scriptRuns(text);
  if (!runs.some(({ script }) => reordersGlyphs(script))) return undefined;
  return runs.some(({ script }) => isRightToLeft(script)) ? [...text].reverse().join('') : text;
}

/**
 * A PDF's text is read back from its glyphs, in the order they are drawn: shaped Indic text reads out of
 * order (the vowel sign ि is drawn before its consonant, so अनिका reads अिनका) and its conjuncts lose
 * letters, Arabic reads backwards. A marked-content span with ActualText gives readers that honour it
 * (poppler's pdftotext and viewers, Acrobat, screen readers) the characters instead.
 *
 * pdfkit draws each piece of text pdfmake lays out with `_fragment`, the one place that has both the text
 * and its drawing. The span goes around the text object (BT … ET) inside `_fragment`, not around the call:
 * poppler places the span's text with the transformation in force where the span ends, and `_fragment`
 * flips the page's coordinates for its text only.
 */
export const markReorderedText = () =>
  patchOnce('mark reordered text', () => {
    const drawFragment = pdfmakeDocument._fragment;
    pdfmakeDocument._fragment = function (text, x, y, options) {
      const actual = actualTextOf(`${text}`.replace(/\n/g, ''));
      if (actual === undefined) return drawFragment.call(this, text, x, y, options);
      const addContent = this.addContent;
      this.addContent = (data) => {
        if (data === 'BT') this.markContent('Span', { actual });
        addContent.call(this, data);
        if (data === 'ET') this.endMarkedContent();
        return this;
      };
      try {
        drawFragment.call(this, text, x, y, options);
      } finally {
        this.addContent = addContent;
      }
    };
  });
