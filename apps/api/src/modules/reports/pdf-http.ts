import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Whether a request asks for a PDF report (`?format=pdf`), the costly kind of read. */
export const isPdf = (request: FastifyRequest) => (request.query as { format?: string }).format === 'pdf';

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

/** Sends a rendered PDF as a download named `filename`. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(pdf);
}
