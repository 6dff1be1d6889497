import { useEffect, type RefObject } from 'react';
import { revealScrollTop } from './reveal-selected-item';

/** The selected item of the expanded menu; in the collapsed rail, the group that holds it. */
const SELECTED_ITEM = '.ant-menu-item-selected';
const SELECTED_GROUP = '.ant-menu-submenu-selected > .ant-menu-submenu-title';
/** Anything the visitor does to the sidebar ends the reveal: their scroll position wins. */
const VISITOR_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the sidebar so that the selected menu entry is seen whenever `selection` changes. A group
 * opened for it may still be growing (its opening animation), which limits how far the sidebar can
 * scroll; the reveal is then repeated as the menu grows, until it is reached or the visitor takes over.
 */
export function useRevealSelectedItem(sidebarRef: RefObject<HTMLElement | null>, selection: string) {
  useEffect(() => {
    const sidebar = sidebarRef.current;
    const menu = sidebar?.querySelector('.ant-menu-root');
    if (!sidebar || !menu) return undefined;

    const reveal = (): boolean => {
      const item =
        sidebar.querySelector<HTMLElement>(SELECTED_ITEM) ??
        sidebar.querySelector<HTMLElement>(SELECTED_GROUP);
      if (!item) return true;
      const itemTop =
        item.getBoundingClientRect().top - sidebar.getBoundingClientRect().top + sidebar.scrollTop;
      const target = revealScrollTop({
        itemTop,
        itemBottom: itemTop + item.offsetHeight,
        scrollTop: sidebar.scrollTop,
        viewportHeight: sidebar.clientHeight,
      });
      if (target === undefined) return true;
      sidebar.scrollTop = target;
      return Math.abs(sidebar.scrollTop - target) < 1;
    };

    if (reveal()) return undefined;
    const observer = new ResizeObserver(() => {
      if (reveal()) stop();
    });
    const stop = () => {
      observer.disconnect();
      for (const type of VISITOR_EVENTS) sidebar.removeEventListener(type, stop);
    };
    observer.observe(menu);
    for (const type of VISITOR_EVENTS) sidebar.addEventListener(type, stop, { passive: true });
    return stop;
  }, [sidebarRef, selection]);
}
