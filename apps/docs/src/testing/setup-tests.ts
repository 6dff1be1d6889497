import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { NoopResizeObserver } from '@abacus/react-common/jsdom-shims';
import { setViewportWidth } from './viewport';

// jsdom has no layout engine: these browser APIs are missing, and Ant Design or the site call them.
globalThis.ResizeObserver ??= NoopResizeObserver;
if (!Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: vi.fn(), writable: true });
}

setViewportWidth(1280);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '#');
  setViewportWidth(1280);
});
