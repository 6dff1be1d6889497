import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../../lib/envelope.js';

/** Clear words for the errors Fastify's router raises before a route is found. */
const ROUTER_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'The path is not valid: it has a malformed %-escape' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'A part of the path is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 500, message: 'Internal Server Error' },
};

/** The router's own errors (Fastify's `frameworkErrors`), answered in the envelope like every other. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, message } = ROUTER_ERRORS[error.code] ?? { statusCode: 400, message: 'Bad Request' };
  void reply.code(statusCode).send(errorEnvelope(statusCode, message));
}

/** What Node's HTTP parser refuses before Fastify sees a request: the status and why. */
function clientErrorOf(error: NodeJS.ErrnoException): { statusCode: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { statusCode: 408, message: 'The request took too long to arrive' };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, message: 'The request headers are too large (16 KB at most)' };
  }
  return { statusCode: 400, message: 'The request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (headers too large, malformed, too
 * slow) still gets the envelope, written straight to the socket as Node itself would.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = clientErrorOf(error);
  const body = JSON.stringify(errorEnvelope(statusCode, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
