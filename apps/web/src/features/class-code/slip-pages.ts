/** Slips on one A4 page: two across, five down, each 95 × 55 mm inside the page's 10 mm margins. */
export const SLIPS_PER_PAGE = 10;

/** The most slips printed at once: a large class and a few spare. */
export const MOST_SLIPS = 200;

/** The slips, numbered from 1, on pages of SLIPS_PER_PAGE: `[[1, …, 10], [11, 12]]`. */
export function slipPages(count: number): number[][] {
  const pages: number[][] = [];
  for (let first = 1; first <= count; first += SLIPS_PER_PAGE) {
    pages.push(
      Array.from({ length: Math.min(SLIPS_PER_PAGE, count - first + 1) }, (_, index) => first + index),
    );
  }
  return pages;
}
