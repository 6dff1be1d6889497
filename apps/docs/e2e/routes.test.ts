import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '@abacus/browser-testing/axe';
import { screenTitle, type OpenedPage } from '@abacus/browser-testing/browser';
import { navigate, routeOf, useBrowser } from './support/browser';
import { ENDPOINTS, endpointRoute, GUIDE_SCREENS } from './support/site-routes';

/** Each guide, and endpoint pages with path, query and body parameters, and the last one. */
const SCREENS = [
  ...GUIDE_SCREENS,
  ...[0, 4, 10, 33, ENDPOINTS.length - 1].map(
    (index) => [endpointRoute(index), ENDPOINTS[index]!.label] as const,
  ),
];
const PAST_THE_LAST_ENDPOINT = endpointRoute(ENDPOINTS.length);

describe('the site served by the API', () => {
  const browser = useBrowser();
  let site: OpenedPage;
  const page = (): Page => site.page;

  beforeAll(async () => {
    site = await browser.open('/welcome');
    await screenTitle(page());
  });

  it.each(SCREENS)('shows %s with no serious accessibility violation', async (route, title) => {
    await navigate(page(), route);
    expect(await screenTitle(page(), title)).toBe(title);
    expect(await seriousAccessibilityViolations(page())).toEqual([]);
  });

  it.each([
    ['', '/welcome'],
    ['/models', '/coming-soon'],
    ['/about', '/coming-soon'],
    ['/no-such-page', '/not-found'],
    [PAST_THE_LAST_ENDPOINT, '/not-found'],
    ['/api/-1', '/not-found'],
    ['/api/abc', '/not-found'],
  ])('sends "%s" to %s', async (route, target) => {
    await navigate(page(), '/testing');
    await screenTitle(page(), 'Testing');
    await navigate(page(), route, target);
    expect(routeOf(page())).toBe(target);
  });

  it('logged no error, refused no script or style, and failed no request on the way', () => {
    expect(site.problems).toEqual([]);
  });
});

describe('a first visit', () => {
  const browser = useBrowser();

  it('opens the welcome page at the bare address', async () => {
    const { page, problems } = await browser.open('');
    expect(await screenTitle(page)).toBe('Abacus Exam Platform API');
    expect(routeOf(page)).toBe('/welcome');
    expect(problems).toEqual([]);
  });

  it('opens the not-found page for an endpoint index out of range', async () => {
    const { page } = await browser.open(PAST_THE_LAST_ENDPOINT);
    expect(await screenTitle(page)).toBe('404 NOT FOUND');
    expect(routeOf(page)).toBe('/not-found');
  });
});
