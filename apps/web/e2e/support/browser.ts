import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { seriousAccessibilityViolations } from '../../../docs/e2e/support/axe';
import '../provided-context';

/** The two widths every flow is proven at: a small phone and a desktop. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
export const VIEWPORTS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** How long a test waits for the app to reach a state: generous, for a loaded machine. */
export const STATE_WAIT = { timeout: 30_000 };

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

export interface OpenedPage {
  page: Page;
  /** Uncaught exceptions and console errors so far (a CSP refusal shows up here). */
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
     * A page in a fresh context (no shared storage), asking for reduced motion (so nothing animates)
     * and in UTC (so dates read the same on every machine), opened at `path` below /app.
     */
    async open(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser: the browser is only available inside tests and hooks');
      const context = await browser.newContext({
        viewport: DESKTOP,
        reducedMotion: 'reduce',
        timezoneId: 'UTC',
        acceptDownloads: true,
        ...options,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        // A 4xx the app handles (a wrong password, a refused refresh) is logged by Chromium as a failed load.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(appUrl(path));
      return { page, problems };
    },
  };
}

export function appUrl(path: string): string {
  return `${inject('apiUrl')}/app${path}`;
}

/** The path below /app the page shows now. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/app/, '');
}

/** The h1 of the screen once it is shown. */
export async function screenTitle(page: Page, expected: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
}

/**
 * The screen as it is now, checked by axe-core (no serious or critical violation) and saved as
 * e2e/screenshots/<name>-<width>.png (git-ignored) for a person to look at.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Loading placeholders announce themselves with role=status and a "Loading" label; wait them out.
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      STATE_WAIT,
    )
    .toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
}
