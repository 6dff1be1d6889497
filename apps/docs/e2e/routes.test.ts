import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { navigate, routeOf, screenTitle, useBrowser, type OpenedPage } from './support/browser';

const SCREENS = [
  ['/welcome', 'Abacus Exam Platform API'],
  ['/key-feature', 'Key Features'],
  ['/architecture/core', 'Core Overview'],
  ['/architecture/project-structure', 'Project Structure'],
  ['/enviroment-variables', 'Environment Variables'],
  ['/installation', 'Installation'],
  ['/installation-with-docker', 'Installation with Docker'],
  ['/authentication', 'Authentication'],
  ['/api/0', 'Sign in as a student'],
  ['/api/4', "List the admin's students"],
  ['/api/10', 'Update one of the admin’s students'],
  ['/api/33', 'Submit a result'],
  ['/api/36', 'Server health'],
  ['/testing', 'Testing'],
  ['/coming-soon', 'Coming Soon'],
  ['/not-found', '404 NOT FOUND'],
] as const;

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

  it('shows a page for each of the 37 endpoints', async () => {
    for (let index = 0; index < 37; index++) {
      await navigate(page(), `/api/${index}`);
      await page().getByRole('navigation', { name: 'Other endpoints' }).waitFor();
      expect(await page().getByRole('heading', { level: 1 }).count()).toBe(1);
    }
  });

  it.each([
    ['', '/welcome'],
    ['/models', '/coming-soon'],
    ['/about', '/coming-soon'],
    ['/no-such-page', '/not-found'],
    ['/api/37', '/not-found'],
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
    const { page } = await browser.open('/api/37');
    expect(await screenTitle(page)).toBe('404 NOT FOUND');
    expect(routeOf(page)).toBe('/not-found');
  });
});
