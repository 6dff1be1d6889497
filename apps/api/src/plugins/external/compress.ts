import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every compressible response over 1 KiB, as the client's Accept-Encoding prefers (a
 * school's shared line is slow: the OpenAPI document shrinks about tenfold). The built sites' files are
 * compressed once at build time and sent as they are (static-app.ts, static-docs.ts); this compresses
 * what is made per request, at brotli's fast quality. Request bodies are not inflated: the API takes small
 * JSON, and a compressed body could unpack far past the body limit. Compressing next to secrets is safe
 * here (no BREACH): the API authenticates with a bearer token set by script, never with a cookie a
 * browser would add to an attacker's request.
 */
async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'] });
}

export default fp(compressPlugin, { name: 'compress' });
