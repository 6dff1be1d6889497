import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';

export interface DownloadedFile {
  /** The name the browser was told to save it under. */
  name: string;
  content: Buffer;
}

/** The file `click` makes the page download, as saved. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = join(await mkdtemp(join(tmpdir(), 'download-')), download.suggestedFilename());
  await download.saveAs(saved);
  return { name: download.suggestedFilename(), content: await readFile(saved) };
}

/** A PDF's text as a PDF text extractor reads it, all pages in one string. */
export async function pdfText(file: DownloadedFile): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.content)), {
    mergePages: true,
  });
  return text;
}
