/**
 * What jsdom lacks of a browser but Ant Design and the apps call, for both apps' component tests. jsdom has
 * no layout engine: nothing is ever resized, and no media query ever changes its answer.
 */

/** A ResizeObserver that observes nothing. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The answer to a media query that never changes, so its listeners are never called. */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * Whether `query` asks for reduced motion, which the tests do, as the browser tests do: nothing they check may
 * depend on an animation's progress.
 */
export const asksForReducedMotion = (query: string): boolean =>
  query.includes('prefers-reduced-motion') && query.includes('reduce');
