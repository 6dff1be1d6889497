import { request } from 'node:http';

/** What a browser asks for: every browser today takes brotli; some clients only gzip. */
export type AcceptEncoding = 'br, gzip' | 'gzip';

interface Sent {
  /** Bytes of the body as they crossed the wire. */
  bytes: number;
  /** Its Content-Encoding: br, gzip, or none. */
  encoding: string;
}

/** GETs `url` and counts the body's bytes as sent, not unpacked (fetch would unpack them). */
export function fetchAsSent(url: string, accept: AcceptEncoding): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': accept } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The scripts a page's HTML loads before anything else: its entry, and the chunks it preloads. */
export function initialScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
}

/**
 * The JavaScript a page at `pageUrl` makes a browser download before its first screen can start, as the
 * server sends it: each script's bytes, and its encoding.
 */
export async function initialJavascriptAsSent(
  pageUrl: string,
  accept: AcceptEncoding,
): Promise<{ scripts: (Sent & { script: string })[]; total: number }> {
  const response = await fetch(pageUrl);
  const scripts = await Promise.all(
    initialScripts(await response.text()).map(async (script) => ({
      script,
      ...(await fetchAsSent(new URL(script, pageUrl).href, accept)),
    })),
  );
  return { scripts, total: scripts.reduce((sum, { bytes }) => sum + bytes, 0) };
}

/** Every script of `sent` with the encoding it came in, to compare with the one expected. */
export const encodingsOf = ({ scripts }: { scripts: (Sent & { script: string })[] }) =>
  Object.fromEntries(scripts.map(({ script, encoding }) => [script, encoding]));
