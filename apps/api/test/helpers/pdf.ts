import { spawnSync } from 'node:child_process';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader could select and copy from a PDF, pages joined. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** How many pages a PDF has. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages;
}

/** Whether poppler's pdftotext is installed: .ci/run installs it, a newcomer's machine may lack it. */
export const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

/**
 * A PDF's text as poppler's pdftotext reads it. Unlike pdf.js (unpdf), poppler honours ActualText, which
 * alone gives shaped Indic and Arabic text back in its characters' order.
 */
export function popplerText(pdf: Buffer): string {
  const read = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
  if (read.status !== 0) throw new Error(`pdftotext failed: ${read.stderr}`);
  return read.stdout;
}
