import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height, in px, `fitted` may take for the whole of `container` to end at the bottom of the window
 * when the page is at its top (`from` the page), or when `container` is (`from` the container: scrolled
 * to the window's top): the window's height, less what is above `fitted` on the page or in `container`,
 * and what follows it inside `container`. Measured again whenever the page's layout or the window changes
 * size; null until first measured.
 */
export function useRoomInWindow(
  container: RefObject<HTMLElement | null>,
  fitted: RefObject<HTMLElement | null>,
  /** Whatever changes which element `fitted` is. */
  key: unknown,
  from: 'page' | 'container' = 'page',
): number | null {
  const [room, setRoom] = useState<number | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      if (!container.current || !fitted.current) return;
      const outer = container.current.getBoundingClientRect();
      const inner = fitted.current.getBoundingClientRect();
      const above = from === 'page' ? inner.top + window.scrollY : inner.top - outer.top;
      const after = outer.bottom - inner.bottom;
      setRoom(Math.floor(window.innerHeight - above - after));
    };
    measure();
    // What is above may change height (a title wrapping, a warning shown); the fitted element's own
    // height changes nothing it measures, so this settles at once.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [container, fitted, key, from]);

  return room;
}
