import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seriousAccessibilityViolations } from '@abacus/browser-testing/axe';
import {
  apiUrl,
  DESKTOP,
  elementsPastViewport,
  PHONE,
  useBrowser as useAppBrowser,
  widthPastViewport,
} from '@abacus/browser-testing/browser';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, vi } from 'vitest';

/** How long a test waits for the app to reach a state: generous, for a loaded machine. */
export const STATE_WAIT = { timeout: 30_000 };

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * `SCREENSHOTS=1 npx vitest run --project 'web (browser)'` saves a picture of each screen checked, for a
 * person to look at. Otherwise none is taken: a picture proves nothing by itself, and a full-page one
 * costs up to 0.7 s.
 */
const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Opens the app's pages at a path below /app, in UTC (so dates read the same on every machine), keeping
 * downloads. A 4xx the app handles (a wrong password, a refused refresh) is logged by Chromium as a
 * failed load: that is not a problem.
 */
export const useBrowser = () =>
  useAppBrowser({
    url: appUrl,
    context: { timezoneId: 'UTC', acceptDownloads: true },
    expectedConsoleError: (text) => text.startsWith('Failed to load resource'),
  });

/** A phone in a child's hand: 360 px wide, a touch screen, pages laid out as a phone's browser does. */
export const ON_A_PHONE: BrowserContextOptions = { viewport: PHONE, hasTouch: true, isMobile: true };
/** The smallest phone a child may have: 360 × 640. */
export const ON_A_SMALL_PHONE: BrowserContextOptions = {
  ...ON_A_PHONE,
  viewport: { width: 360, height: 640 },
};
export const ON_A_DESKTOP: BrowserContextOptions = { viewport: DESKTOP };

export function appUrl(path: string): string {
  return `${apiUrl()}/app${path}`;
}

/** The path below /app the page shows now. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/app/, '');
}

/**
 * With SCREENSHOTS=1, saves what the page shows as e2e/screenshots/<name>-<width>.png (git-ignored): the
 * viewport, or with `fullPage` the whole page.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  width: number,
  { fullPage = false } = {},
): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage });
}

/** With SCREENSHOTS=1, keeps a downloaded file (a PDF to render and look at) as e2e/screenshots/<fileName>. */
export function saveDownload(fileName: string, content: Buffer): void {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(`${SCREENSHOTS}${fileName}`, content);
}

/** The screens axe-core has looked at in this test file, as `<name>-<width>`. */
const checkedByAxe = new Set<string>();

/**
 * The screen as it is now, checked: it fits the width the page was given (nothing scrolls sideways, on a
 * phone context too) and, the first time the file shows `name` at this width, axe-core finds no serious
 * or critical violation (up to 2 s a look); then, with SCREENSHOTS=1, saved whole as
 * e2e/screenshots/<name>-<width>.png (git-ignored) for a person to look at. A name is one state of a
 * screen: each state a test checks (empty, with errors, a dialog open) has a name of its own.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Polled with vi.waitFor, not expect.poll, which belongs to the test Vitest thinks is running: with
  // concurrent tests in a file that may be another one, or none once one has finished.
  // Loading placeholders announce themselves with role=status and a "Loading" label (in the app's
  // language); wait them out.
  const loading = page.getByRole('status').filter({ hasText: /^(Loading|लोड हो रहा है)/ });
  await vi.waitFor(async () => expect(await loading.count(), `${name} still loading`).toBe(0), STATE_WAIT);
  // After a resize, layouts that follow the window's breakpoints (antd's Grid) redraw only when the
  // browser reports the media query change, a moment later: a screen must come to fit, not fit at once.
  // Measured against the width the test gave the page, which a phone context's zoom-out cannot hide.
  await vi.waitFor(async () => {
    const past = await widthPastViewport(page);
    const carriedBy = past ? ` by ${(await elementsPastViewport(page)).join('; ')}` : '';
    expect(past, `${name} scrolls sideways (px past the edge${carriedBy})`).toBe(0);
  }, STATE_WAIT);
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  if (!checkedByAxe.has(`${name}-${width}`)) {
    checkedByAxe.add(`${name}-${width}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
  await saveScreenshot(page, name, width, { fullPage: true });
}
