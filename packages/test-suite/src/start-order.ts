/** A test file to be run, as the order of a run sees it. */
export interface QueuedFile {
  /** `<project>:<path from the repository's root>`, as Vitest's results cache names it. */
  key: string;
  project: string;
  /** Whether its project runs each file in a fresh worker; false: files share their worker's modules. */
  isolate: boolean;
}

/**
 * The order a run's files start in, longest first, so that the run does not end on a long file started
 * last while the other cores idle. A worker whose files share its modules (`isolate: false`) keeps them
 * only while the next file in the queue is of the same project, so such a project's files start one after
 * another, as a block placed where its longest known file would go. Files of unknown duration (new ones)
 * start first, as Vitest's own order has them: on their own, or first in their block, which a new file does
 * not move (it did, and a whole project of short files ran before the longest files while a core idled).
 */
export function startOrder<T extends QueuedFile>(
  files: readonly T[],
  durationOf: (key: string) => number | undefined,
): T[] {
  const weight = (file: T) => durationOf(file.key) ?? Number.POSITIVE_INFINITY;
  const units = new Map<string, T[]>();
  for (const file of files) {
    const unit = file.isolate ? `file:${file.key}` : `project:${file.project}`;
    units.set(unit, [...(units.get(unit) ?? []), file]);
  }
  const placeOf = (unit: T[]) => {
    const known = unit.map((file) => durationOf(file.key)).filter((duration) => duration !== undefined);
    return known.length > 0 ? Math.max(...known) : Number.POSITIVE_INFINITY;
  };
  return [...units.values()]
    .map((unit) => unit.sort((a, b) => weight(b) - weight(a)))
    .sort((a, b) => placeOf(b) - placeOf(a))
    .flat();
}
