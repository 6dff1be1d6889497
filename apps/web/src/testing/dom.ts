/**
 * What a component test needs of jsdom (the file asks for it with `// @vitest-environment jsdom` and
 * imports this first): jest-dom's matchers, and the browser APIs jsdom lacks but Ant Design calls: a
 * ResizeObserver that observes nothing, and a matchMedia that matches no width (Ant Design's smallest
 * breakpoint) and asks for reduced motion; and the app's words, in English, as main.tsx sets them up.
 * The page and the tab's storage are emptied after each test by setup-tests.ts.
 */
import '@testing-library/jest-dom/vitest';
import '@/i18n/i18n';
import {
  asksForReducedMotion,
  fixedMediaQueryList,
  NoopResizeObserver,
} from '@abacus/react-common/jsdom-shims';

globalThis.ResizeObserver ??= NoopResizeObserver;

// jsdom has no matchMedia at all.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => fixedMediaQueryList(query, asksForReducedMotion(query)),
    writable: true,
  });
}
