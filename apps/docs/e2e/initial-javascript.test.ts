import { apiUrl } from '@abacus/browser-testing/browser';
import { encodingsOf, initialJavascriptAsSent } from '@abacus/browser-testing/sent-bytes';
import { describe, expect, it } from 'vitest';

/**
 * What a reader's browser downloads before the home page can start, as the server sends it. The whole API
 * reference rode in it for the sidebar, until the sidebar took only its menu (virtual:api-menu): 210.6 and
 * 314.1 KB (brotli, gzip) with the parents' endpoints, 183.3 and 211.5 KB after.
 */
const INITIAL_JAVASCRIPT_BUDGET = 240 * 1024;

describe('the JavaScript the documentation loads first', () => {
  it.each([
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
  ] as const)('is sent as $encoding within 240 KB', async ({ accept, encoding }) => {
    const sent = await initialJavascriptAsSent(`${apiUrl()}/`, accept);
    expect(sent.scripts.length).toBeGreaterThan(0);
    const encodings = encodingsOf(sent);
    expect(encodings).toEqual(Object.fromEntries(Object.keys(encodings).map((script) => [script, encoding])));
    console.warn(
      `docs: initial JavaScript of / is ${(sent.total / 1024).toFixed(1)} KB as sent (${encoding}) in ${sent.scripts.length} files`,
    );
    expect(sent.total).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET);
  });
});
