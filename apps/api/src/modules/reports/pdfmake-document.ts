import { createRequire } from 'node:module';

/** What our patches use of the pdfkit document pdfmake renders with, and of its fonts. */
export interface EmbeddedFont {
  font: { createSubset(): unknown };
  subset: unknown;
}

// Properties rather than methods: the patches take them off the prototype and call them on a document.
export interface PdfmakeDocument {
  virtualfs: { existsSync(path: string): boolean; writeFileSync(path: string, content: Buffer): void };
  fontCache: Record<string, Record<string, EmbeddedFont> | undefined>;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(family: string, bold: boolean, italics: boolean): string | null;
  provideFont: (this: PdfmakeDocument, family: string, bold: boolean, italics: boolean) => EmbeddedFont;
  _fragment: (this: PdfmakeDocument, text: string, x: number, y: number, options: object) => void;
  addContent: (this: PdfmakeDocument, data: string) => unknown;
  markContent(tag: string, options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

const require = createRequire(import.meta.url);

/**
 * pdfmake's subclass of the pdfkit document, which it renders every report with: what is patched on its
 * prototype reaches our reports only.
 */
export const { prototype: pdfmakeDocument } = (
  require('pdfmake/js/PDFDocument.js') as { default: { prototype: PdfmakeDocument } }
).default;

/** The patches applied in this process, kept where every module registry finds them. */
const applied = ((globalThis as Record<symbol, Set<string> | undefined>)[
  Symbol.for('@abacus/api pdf patches')
] ??= new Set<string>());

/**
 * Applies a patch to pdfmake, pdfkit or fontkit once a process: module registries that load our modules
 * again (the tests') share those packages.
 */
export function patchOnce(name: string, patch: () => void): void {
  if (applied.has(name)) return;
  applied.add(name);
  patch();
}
