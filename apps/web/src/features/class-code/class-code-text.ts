/** How many characters of a class code go together when it is written out for children to copy. */
const GROUP = 4;

/** A class code in groups a child can keep in mind while typing: `K7QM4TXR` → [`K7QM`, `4TXR`]. */
export function codeGroups(code: string): string[] {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += GROUP) groups.push(code.slice(start, start + GROUP));
  return groups;
}
