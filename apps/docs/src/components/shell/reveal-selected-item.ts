/** Where the sidebar should scroll so that an item at `itemTop`…`itemBottom` of its content is seen. */
export interface RevealGeometry {
  itemTop: number;
  itemBottom: number;
  scrollTop: number;
  viewportHeight: number;
}

/**
 * The sidebar's new scroll position, or undefined to leave it: an item in view stays put (the menu
 * does not jump under the pointer); one that fits on the first screen brings the sidebar back to its
 * top, logo included; any other is centred.
 */
export function revealScrollTop({ itemTop, itemBottom, scrollTop, viewportHeight }: RevealGeometry) {
  const inView = itemTop >= scrollTop && itemBottom <= scrollTop + viewportHeight;
  if (inView) return undefined;
  if (itemBottom <= viewportHeight) return 0;
  return Math.max(0, Math.round(itemTop - (viewportHeight - (itemBottom - itemTop)) / 2));
}
