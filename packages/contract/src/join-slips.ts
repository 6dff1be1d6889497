/** Slips on one A4 page: two across, five down, each 95 × 55 mm inside the page's 10 mm margins. */
export const SLIPS_PER_PAGE = 10;

/** The most slips printed at once: a large class and a few spare. */
export const MOST_SLIPS = 200;

/** Slips printed when the teacher does not say how many: a class's worth. */
export const DEFAULT_SLIPS = 30;

/** How many characters of a class code go together when it is written out for children to copy. */
const GROUP = 4;

/** A class code in groups a child can keep in mind while typing: `K7QM4TXR` → [`K7QM`, `4TXR`]. */
export function codeGroups(code: string): string[] {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += GROUP) groups.push(code.slice(start, start + GROUP));
  return groups;
}
