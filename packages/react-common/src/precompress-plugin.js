// @ts-check
// Plain JavaScript: Vite loads the packages its configuration imports with Node, which runs no TypeScript.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser loads; images and fonts here are already compressed. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers cost (the API compresses the same way). */
const MIN_BYTES = 1024;

/** @param {string} directory @returns {Promise<string[]>} */
async function filesUnder(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, best level) copy beside each built file worth
 * compressing, once, at build time, so the API sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing the same files for every visitor, and at a quality too slow to use per request.
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  /** @type {string} */
  let outDir = '';
  return {
    name: 'abacus-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
