/** Measures and timings of the shell and screens. */
export const SIDEBAR_WIDTH = 300;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
/** Below this viewport width the site shows only the desktop notice. */
export const DESKTOP_MIN_WIDTH = 780;
export const CAROUSEL_INTERVAL_MS = 5000;
/** Lets a freshly opened page lay out before it scrolls to the section named in the URL. */
export const SECTION_SCROLL_DELAY_MS = 100;
export const COPY_FEEDBACK_MS = 3000;
