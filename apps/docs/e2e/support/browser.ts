import { apiUrl, useBrowser as useAppBrowser } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';

/** Opens the site's pages at a hash route; a failed request (a CSP refusal, say) is a problem. */
export const useBrowser = () => useAppBrowser({ url: siteUrl, failedRequestsAreProblems: true });

export function siteUrl(route: string): string {
  return `${apiUrl()}/#${route}`;
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
