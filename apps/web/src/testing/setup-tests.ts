/**
 * Runs before each test file. Files share a worker's modules and, those in jsdom, its page
 * (vitest.config.ts): a test that renders leaves nothing behind for the next, in its file or another, as
 * the tab's storage keeps nothing either.
 */
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Ant Design shows a field's error after checking it, asynchronously: with every core busy, that has taken
  // more than the second findBy waits by default.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
