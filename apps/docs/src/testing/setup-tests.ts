import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setViewportWidth } from './viewport';

// jsdom has no layout engine: these browser APIs are missing, and Ant Design or the site call them.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
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
