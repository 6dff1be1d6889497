import { encodingsOf, initialJavascriptAsSent } from '@abacus/browser-testing/sent-bytes';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/browser';

/**
 * What a phone downloads before the first screen shows, as the server sends it: the app's shell and
 * sign-in, which comes with the page (school-network.test.ts shows what that gains on a slow line). The
 * i18n library and the English catalogue of every screen, which lets the app speak the class's language,
 * took it from 204 and 234 KB (brotli, gzip) to 237 and 273 KB; the session the tabs share (IndexedDB,
 * a Web Lock, a BroadcastChannel) and the words of new screens to 245.1 and 281.1 KB; the parents' screens'
 * words and the service worker's registration to 249.0 and 285.5 KB. school-network.test.ts holds the first
 * usable screen on a slow line to its 8 s (256 KB over the wire then, of 269 KB it allows).
 */
const INITIAL_JAVASCRIPT_BUDGET = 287 * 1024;

describe('the JavaScript /app/ loads first', () => {
  it.each([
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
  ] as const)('is sent as $encoding within 287 KB', async ({ accept, encoding }) => {
    const sent = await initialJavascriptAsSent(appUrl('/'), accept);
    expect(sent.scripts.length).toBeGreaterThan(0);
    const encodings = encodingsOf(sent);
    expect(encodings).toEqual(Object.fromEntries(Object.keys(encodings).map((script) => [script, encoding])));
    console.warn(
      `web: initial JavaScript of /app/ is ${(sent.total / 1024).toFixed(1)} KB as sent (${encoding}) in ${sent.scripts.length} files`,
    );
    expect(sent.total).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
  });
});
