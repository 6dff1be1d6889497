import { availableParallelism } from 'node:os';
import type { GeneratorSettings } from '@abacus/generator';
import { Piscina } from 'piscina';
import type { Generated, ReportRequest } from './heavy-work-tasks.js';

/**
 * Where a worker finds the tasks: built, the JavaScript beside this file; run from source, a module that
 * first teaches the worker TypeScript.
 */
const TASKS = new URL(
  import.meta.url.endsWith('.ts') ? './heavy-work-tasks-from-source.mjs' : './heavy-work-tasks.js',
  import.meta.url,
);

/** The work that would stall every other request if it ran on the event loop. */
export interface HeavyWork {
  /** The questions of a large exam, or the generator's refusal of its settings. */
  generate(settings: GeneratorSettings): Promise<Generated>;
  renderReport(request: ReportRequest): Promise<Buffer>;
  /** Lets the work under way finish, then stops the threads; work asked for afterwards is refused. */
  close(): Promise<void>;
}

/**
 * The threads heavy work runs on, one pool for the whole app: one fewer than the cores (at least one), so
 * one teacher's large exam or long report never stalls everyone else's requests, and work beyond the
 * threads waits its turn instead of competing for the CPU. Threads start on first use and stop when idle.
 */
export function createHeavyWork(): HeavyWork {
  const pool = new Piscina({
    filename: TASKS.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });
  let closed = false;
  // A closed pool would start new threads for a late task, keeping a closing process alive.
  const run = async (task: unknown, name: 'generate' | 'renderReport'): Promise<unknown> => {
    if (closed) throw new Error('The heavy-work threads are closed');
    return pool.run(task, { name });
  };
  return {
    generate: async (settings) => (await run(settings, 'generate')) as Generated,
    async renderReport(request) {
      const rendered = (await run(request, 'renderReport')) as Uint8Array;
      // A Buffer arrives as a plain Uint8Array: a view of the same bytes, without a copy.
      return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    },
    async close() {
      closed = true;
      await pool.close();
    },
  };
}
