import type { Location } from 'react-router';

/**
 * A menu entry that redirects (Models and About lead to the coming-soon page) hands its own path on
 * in the navigation state, so the menu keeps it selected on the page it leads to.
 */
export interface MenuItemState {
  menuItem: string;
}

export function menuItemState(menuItem: string): MenuItemState {
  return { menuItem };
}

/** The key of the menu entry to select for `location`: its path, or the entry that redirected to it. */
export function menuItemOf(location: Pick<Location, 'pathname' | 'state'>): string {
  const state: unknown = location.state;
  if (
    typeof state === 'object' &&
    state !== null &&
    'menuItem' in state &&
    typeof state.menuItem === 'string'
  ) {
    return state.menuItem;
  }
  return location.pathname;
}
