import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import '../provided-context';

export const DESKTOP = { width: 1280, height: 800 };

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests so far (a CSP refusal shows up here). */
  problems: string[];
}

/** Connects the test file to the shared Chromium; call `open` inside tests or hooks. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A page in a fresh context (no shared storage), opened at the hash route `route`. The context asks
     * for reduced motion, so menus and pop-ups reach their final state at once and no check races an
     * animation. With `fakeClock`, the page's time stands still: its timers run only when the test
     * advances `page.clock`.
     */
    async open(
      route: string,
      { fakeClock = false, ...options }: BrowserContextOptions & { fakeClock?: boolean } = {},
    ): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser: the browser is only available inside tests and hooks');
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', ...options });
      const page = await context.newPage();
      if (fakeClock) {
        const start = Date.now();
        await page.clock.install({ time: start });
        // A moment ahead: the installed clock has already moved on while the call travelled.
        await page.clock.pauseAt(start + 1_000);
      }
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('requestfailed', (request) =>
        problems.push(`${request.url()}: ${request.failure()?.errorText}`),
      );
      await page.goto(siteUrl(route));
      return { page, problems };
    },
  };
}

export function siteUrl(route: string): string {
  return `${inject('siteUrl')}/#${route}`;
}

/** The hash route the page shows now. */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Goes to `route` inside the loaded site, as a link would, and waits until the router shows `expected`. */
export async function navigate(page: Page, route: string, expected = route): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await page.waitForFunction((hash) => window.location.hash === `#${hash}`, expected);
}

/** The h1 of the screen once it is shown (the previous screen stays until the next has loaded). */
export async function screenTitle(page: Page, expected?: string): Promise<string> {
  const heading = page.getByRole('heading', {
    level: 1,
    ...(expected !== undefined && { name: expected, exact: true }),
  });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}
