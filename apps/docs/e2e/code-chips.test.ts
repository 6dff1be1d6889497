import { beforeAll, describe, expect, it } from 'vitest';
import { screenTitle, type OpenedPage } from '@abacus/browser-testing/browser';
import { navigate, useBrowser } from './support/browser';
import { ENDPOINTS, endpointRoute, GUIDE_SCREENS } from './support/site-routes';

/**
 * Every code chip (inline `code`, not a code block) on the page that ends a line inside a word: between
 * two letters, digits, dots, colons or hyphens (`server.t|s`, `127.|0.0.1`, `Retry-|After`).
 */
function chipsBrokenInsideAWord(): string[] {
  const wordCharacter = /[\p{L}\p{N}.:-]/u;
  const broken: string[] = [];
  for (const code of document.querySelectorAll('main code')) {
    if (code.closest('pre') || code.getClientRects().length === 0) continue;
    // A space that ends a line has no width; it still counts as where the line broke.
    let previous: { character: string; top: number } | undefined;
    let spaceSincePrevious = false;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let offset = 0; offset < text.length; offset++) {
        const character = text.charAt(offset);
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const box = range.getBoundingClientRect();
        if (/\s/u.test(character) || box.width === 0) {
          spaceSincePrevious ||= /\s/u.test(character);
          continue;
        }
        const brokeInsideAWord =
          previous !== undefined &&
          box.top > previous.top + 2 &&
          !spaceSincePrevious &&
          wordCharacter.test(previous.character) &&
          wordCharacter.test(character);
        if (brokeInsideAWord) broken.push(`${code.textContent}: …${previous?.character}|${character}…`);
        previous = { character, top: box.top };
        spaceSincePrevious = false;
      }
    }
  }
  return broken;
}

/**
 * Every page of the site, one after another in one tab: the guides, and every endpoint's page, whose
 * title and menu of the other endpoints are checked on the same visit as its code chips.
 */
describe('code chips at 1280 × 800', () => {
  const browser = useBrowser();
  let site: OpenedPage;

  beforeAll(async () => {
    site = await browser.open('/welcome');
    await screenTitle(site.page);
  });

  it.each(GUIDE_SCREENS)('never break inside a word on %s', async (route, title) => {
    await navigate(site.page, route);
    await screenTitle(site.page, title);
    expect(await site.page.evaluate(chipsBrokenInsideAWord)).toEqual([]);
  });

  it.each(ENDPOINTS.map((endpoint) => [endpointRoute(endpoint.index), endpoint.label] as const))(
    'never break inside a word on %s, a page with one title and the other endpoints beside it',
    async (route, title) => {
      await navigate(site.page, route);
      await screenTitle(site.page, title);
      await site.page.getByRole('navigation', { name: 'Other endpoints' }).waitFor();
      expect(await site.page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await site.page.evaluate(chipsBrokenInsideAWord)).toEqual([]);
    },
  );

  it('logged no error, refused no script or style, and failed no request on the way', () => {
    expect(site.problems).toEqual([]);
  });
});
