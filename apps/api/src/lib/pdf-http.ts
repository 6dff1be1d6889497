import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportLocaleOf, type ReportLanguage, type ReportLocale } from './report-locale.js';

/**
 * A PDF to download: its file name, and its rendering, left undone until someone wants the bytes. The
 * name is the exam's title and the child's name in their own script (`result-friday-sums-अनिका-शाह.pdf`);
 * `fallback`, made of ids, is for a client that reads only the plain `filename` of RFC 6266.
 */
export interface PdfDownload {
  filename: string;
  fallback: string;
  render: () => Promise<Buffer>;
}

/** Whether a request asks for a PDF report (`?format=pdf`), the costly kind of read. */
const isPdf = (request: FastifyRequest) => (request.query as { format?: string }).format === 'pdf';

/**
 * The preHandler that counts an account's PDF reports against its limit; on a route that also answers JSON,
 * only the requests that ask for the PDF count.
 */
export const limitReports = (app: FastifyInstance, { alsoJson }: { alsoJson: boolean }) =>
  app.limitPerAccount({
    name: 'reports',
    limit: app.config.accountRateLimits.reports,
    ...(alsoJson && { applies: isPdf }),
  });

/** Who the PDF a request asks for is for: its `lang` and `timeZone`, else its Accept-Language. */
export const reportLocaleOfRequest = (request: FastifyRequest): ReportLocale =>
  // The route's query schema (reportLocaleQuery) has checked both.
  reportLocaleOf(
    request.query as { lang?: ReportLanguage; timeZone?: string },
    request.headers['accept-language'],
  );

/** How a route documents a PDF answer. Buffers skip response serialization: this only types and describes it. */
export const PDF_RESPONSE = {
  content: {
    'application/pdf': {
      schema: z
        .custom<Buffer>((value) => Buffer.isBuffer(value))
        .meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
    },
  },
};

/** A 200 that is JSON, or with `?format=pdf` a PDF report: how a route documents both answers. */
export const jsonOrPdf = (description: string, json: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: json }, ...PDF_RESPONSE.content },
});

/**
 * Sends the download's PDF. A HEAD request gets the headers alone and renders nothing: rendering a report
 * is the costliest thing the API does. The headers are set once the PDF is there, so that a rendering
 * refused (429) is answered in the JSON envelope.
 */
export async function sendPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  { filename, fallback, render }: PdfDownload,
) {
  const pdf = request.method === 'HEAD' ? undefined : await render();
  reply.type('application/pdf').header('content-disposition', contentDisposition(filename, { fallback }));
  return reply.send(pdf);
}
