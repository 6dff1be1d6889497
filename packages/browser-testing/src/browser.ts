import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import './provided-context.js';

/**
 * What both apps' index.html show until their script has rendered (`<main class="first-screen">`): on a
 * fast line it is gone in a moment, but it holds an h1 of its own until then.
 */
const FIRST_SCREEN = '.first-screen';

/** The widths the apps are proven at: a small phone and a desktop. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** The API serving the built app (the global setup started it). */
export const apiUrl = () => inject('apiUrl');

/** How an app's tests open its pages. */
export interface AppPages {
  /** The address of `route`, as `open` is given it. */
  url(route: string): string;
  /** What every page's context starts with, besides a desktop viewport and reduced motion. */
  context?: BrowserContextOptions;
  /** Console errors that are the app at work (say, a 4xx it handles), not a problem. */
  expectedConsoleError?(text: string): boolean;
  /** Whether a failed request is a problem (a refusal by the Content-Security-Policy shows up so). */
  failedRequestsAreProblems?: boolean;
}

/** A slow line, as Chromium's network emulation makes one: every request waits and trickles. */
export interface NetworkConditions {
  /** Added to every round trip, in milliseconds. */
  latencyMs: number;
  /** Throughput both ways, in kilobits per second. */
  kbitPerSecond: number;
}

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions (and failed requests, if the app counts them) so far. */
  problems: string[];
}

/**
 * Connects the test file to the shared Chromium; call `open` inside tests or hooks. Tests may run
 * concurrently (`describe.concurrent`): each page opened has a context and a list of problems of its own,
 * and the tests share nothing but the connection, whose closing, after the describe (or file) that called
 * useBrowser, closes every context it opened.
 */
/** How often pausing the page's new clock is tried before the machine is called too slow for it. */
const PAUSE_TRIES = 10;

/**
 * Gives the page a fake clock, paused a moment ahead of its time. The installed clock runs on until it is
 * paused, and cannot be paused in its past: on a loaded machine more than a moment passed between the two
 * calls, so the moment is taken from the page's own clock and taken again when it has already gone by.
 */
async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() });
  for (let tries = 1; ; tries += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (tries >= PAUSE_TRIES || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

export function useBrowser(app: AppPages) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A page in a fresh context (no shared storage), opened at `route`. The context asks for reduced
     * motion, so nothing animates and no check races an animation, and blocks service workers unless
     * the options allow them. With `fakeClock`, the page's time
     * stands still: its timers run only when the test advances `page.clock`. `open` returns once the app
     * has replaced the first screen of its index.html. With `network`, the page loads over that line, and
     * `open` returns as soon as the page's address is committed.
     */
    async open(
      route: string,
      {
        fakeClock = false,
        network,
        ...options
      }: BrowserContextOptions & { fakeClock?: boolean; network?: NetworkConditions } = {},
    ): Promise<OpenedPage> {
      if (!browser) throw new Error('useBrowser: the browser is only available inside tests and hooks');
      const context = await browser.newContext({
        viewport: DESKTOP,
        reducedMotion: 'reduce',
        // A service worker would download the whole app beside each test's page: only the tests of the
        // installed, offline app let it register (`serviceWorkers: 'allow'`).
        serviceWorkers: 'block',
        ...app.context,
        ...options,
      });
      const page = await context.newPage();
      if (fakeClock) await installPausedClock(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !app.expectedConsoleError?.(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      if (app.failedRequestsAreProblems) {
        page.on('requestfailed', (request) =>
          problems.push(`${request.url()}: ${request.failure()?.errorText}`),
        );
      }
      if (network) {
        const bytesPerSecond = (network.kbitPerSecond * 1000) / 8;
        const session = await context.newCDPSession(page);
        await session.send('Network.enable');
        await session.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network.latencyMs,
          downloadThroughput: bytesPerSecond,
          uploadThroughput: bytesPerSecond,
        });
      }
      await page.goto(app.url(route), network && { waitUntil: 'commit' });
      if (!network) await page.locator(FIRST_SCREEN).waitFor({ state: 'detached' });
      return { page, problems };
    },
  };
}

/**
 * How far the page reaches past the right edge of the viewport its context was given (or last set with
 * `setViewportSize`), in CSS pixels: 0 when nothing scrolls sideways. Measured against that width, not
 * `window.innerWidth`: a context created with `isMobile` lays pages out as a phone's browser does, zooming
 * out until content wider than the screen fits, and innerWidth then grows with the content (665 px on a
 * 360 px phone), so comparing with it never finds an overflow.
 */
export async function widthPastViewport(page: Page): Promise<number> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('widthPastViewport: the page has no fixed viewport to measure against');
  const contentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return Math.max(0, contentWidth - viewport.width);
}

/**
 * The elements that carry the page past the right edge of its viewport (each one whose parent stays
 * within it), as `tag.class "text" right=…` for a failure to name: an overflow seen only on a loaded
 * machine must say what it was the first time.
 */
export async function elementsPastViewport(page: Page, limit = 3): Promise<string[]> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('elementsPastViewport: the page has no fixed viewport to measure against');
  return page.evaluate(
    ({ width, limit }) => {
      const past = (element: Element) => element.getBoundingClientRect().right + window.scrollX > width + 0.5;
      return [...document.body.querySelectorAll('*')]
        .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
        .slice(0, limit)
        .map((element) => {
          const { left, right } = element.getBoundingClientRect();
          const classes = [...element.classList].slice(0, 3).join('.');
          const text = (element.textContent ?? '').trim().slice(0, 40);
          return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}" left=${Math.round(left + window.scrollX)} right=${Math.round(right + window.scrollX)}`;
        });
    },
    { width: viewport.width, limit },
  );
}

/**
 * The h1 of the screen once it is shown (the previous screen stays until the next has loaded, and after a
 * page load, the words index.html shows while the script arrives).
 */
export async function screenTitle(page: Page, expected?: string): Promise<string> {
  const heading = page
    .getByRole('heading', { level: 1, ...(expected !== undefined && { name: expected, exact: true }) })
    .and(page.locator(`:not(${FIRST_SCREEN} *)`));
  try {
    await heading.waitFor();
    return (await heading.textContent()) ?? '';
  } catch (error) {
    // A title that never came, or came and went (the app left the screen: a reload that signed the user out
    // did so): say what the screen shows instead, not only that a wait timed out.
    const shown = await page
      .getByRole('heading', { level: 1 })
      .allTextContents()
      .catch(() => null);
    if (!shown) throw error;
    throw new Error(
      `No screen${expected === undefined ? '' : ` titled "${expected}"`} stayed shown: ` +
        `the h1 now reads ${JSON.stringify(shown)} at ${page.url()}`,
      { cause: error },
    );
  }
}
