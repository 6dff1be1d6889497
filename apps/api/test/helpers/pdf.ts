import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader could select and copy from a PDF, pages joined. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
