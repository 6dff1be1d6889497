import { useMediaQuery } from './use-media-query';

/** A phone held upright: below Ant Design's `sm` breakpoint (576 px). */
const NARROW_SCREEN = '(max-width: 575.98px)';

/**
 * Whether the window is a phone's width: there a wide table's actions, scrolled out of sight sideways,
 * are laid out within the width instead.
 */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_SCREEN);
