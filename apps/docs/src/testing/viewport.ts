/**
 * jsdom has no viewport, so `matchMedia` is answered here for `(max-width: Npx)` and
 * `(min-width: Npx)` queries against a chosen width. The tests ask for reduced motion, as the
 * browser tests do: nothing they check may depend on an animation's progress.
 */
export function setViewportWidth(width: number) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return query.includes('reduce');
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
