/**
 * Runs before each test file. Files share a worker's modules and, those in jsdom, its page
 * (vitest.config.ts): a test that renders leaves nothing behind for the next, in its file or another, as
 * the tab's storage keeps nothing either.
 */
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
