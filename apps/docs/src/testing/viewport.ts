import { asksForReducedMotion, fixedMediaQueryList } from '@abacus/react-common/jsdom-shims';

/**
 * jsdom has no viewport, so `matchMedia` is answered here for `(max-width: Npx)` and
 * `(min-width: Npx)` queries against a chosen width, and asks for reduced motion.
 */
export function setViewportWidth(width: number) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return asksForReducedMotion(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) => fixedMediaQueryList(query, matches(query));
}
