import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readFileDurations } from './file-durations.js';
import { startOrder } from './start-order.js';

/**
 * Starts the longest files first (see {@link startOrder}), by the durations of this checkout's last run
 * (Vitest's results cache) or, for files it has not run yet, the committed ones. Vitest's own order runs
 * the projects one after another in the order of their names, so the browser tests, the longest, came last.
 */
export class LongestFirstSequencer extends BaseSequencer {
  private readonly committed = readFileDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const keyOf = (file: TestSpecification) =>
      `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const queued = files.map((file) => ({
      file,
      key: keyOf(file),
      project: file.project.name,
      isolate: file.project.config.isolate,
    }));
    const durationOf = (key: string) =>
      this.ctx.cache.getFileTestResults(key)?.duration ?? this.committed.get(key);
    return startOrder(queued, durationOf).map(({ file }) => file);
  }
}
