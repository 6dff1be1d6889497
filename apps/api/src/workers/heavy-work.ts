import { availableParallelism } from 'node:os';
import type { GeneratorSettings } from '@abacus/generator';
import { Piscina } from 'piscina';
import { createFairQueue } from './fair-queue.js';
import type { Generated, ReportRequest } from './heavy-work-tasks.js';
import { createRenderCosts } from './render-costs.js';

/**
 * Where a worker finds the tasks: built, the JavaScript beside this file; run from source, a module that
 * first teaches the worker TypeScript.
 */
const TASKS = new URL(
  import.meta.url.endsWith('.ts') ? './heavy-work-tasks-from-source.mjs' : './heavy-work-tasks.js',
  import.meta.url,
);

/** Whose turn a job waits for: a school (its admin's id), or the exam generation every school shares. */
type Lane = number | 'generation';

export type Rendered =
  | { ok: true; pdf: Buffer }
  /** The school already has as many reports waiting as it may: about how many seconds they will take. */
  | { ok: false; retryAfter: number };

/** The work that would stall every other request if it ran on the event loop. */
export interface HeavyWork {
  /** The questions of a large exam, or the generator's refusal of its settings. */
  generate(settings: GeneratorSettings): Promise<Generated>;
  /** A report of the school with this admin id, in turn with other schools' work. */
  renderReport(request: ReportRequest, school: number): Promise<Rendered>;
  /**
   * Lets the work under way finish and refuses what is still waiting, then stops the threads; work asked
   * for afterwards is refused.
   */
  close(): Promise<void>;
}

interface Job {
  task: unknown;
  name: 'generate' | 'renderReport';
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  /** Told how many milliseconds the job took on its thread. */
  took?: (ms: number) => void;
}

/**
 * The threads heavy work runs on, one pool for the whole app: one fewer than the cores (at least one), so
 * one teacher's large exam or long report never stalls everyone else's requests. Work beyond the threads
 * waits here rather than in the pool's own queue (first come, first served, except that a task it cannot
 * place yet goes to the back), and the threads take it in turns between schools, each job counted by its
 * size (fair-queue.ts): one school's eight long worksheets hold up another school's one-page report by
 * the one already rendering at most. A school may have `maxWaitingRows` of reports waiting; past that,
 * its reports are refused until some are done. Threads start on first use and stop when idle.
 */
export function createHeavyWork({ maxWaitingRows }: { maxWaitingRows: number }): HeavyWork {
  // A row of a worksheet takes about a millisecond: the bound counts in milliseconds.
  const maxWaitingMs = maxWaitingRows;
  const costs = createRenderCosts();
  const threads = Math.max(1, availableParallelism() - 1);
  const pool = new Piscina({
    filename: TASKS.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
  });
  const waiting = createFairQueue<Job, Lane>({ maxWaitingCost: maxWaitingMs });
  let running = 0;
  let closed = false;
  const refusal = () => new Error('The heavy-work threads are closed');

  const startWaiting = () => {
    while (running < threads) {
      const job = waiting.shift();
      if (!job) return;
      running += 1;
      const started = performance.now();
      void pool
        .run(job.task, { name: job.name })
        .then((result) => {
          job.took?.(performance.now() - started);
          job.resolve(result);
        }, job.reject)
        .finally(() => {
          running -= 1;
          startWaiting();
        });
    }
  };
  // A closed pool would start new threads for a late task, keeping a closing process alive.
  const run = (task: unknown, name: Job['name'], lane: Lane, cost: number, took?: Job['took']) =>
    new Promise<unknown>((resolve, reject) => {
      if (closed) throw refusal();
      waiting.push({ task, name, resolve, reject, ...(took && { took }) }, lane, cost);
      startWaiting();
    });

  return {
    generate: async (settings) =>
      (await run(settings, 'generate', 'generation', settings.totalQuestions)) as Generated,
    async renderReport(request, school) {
      const cost = costs.of(request);
      if (!waiting.admits(school, cost)) {
        return { ok: false, retryAfter: Math.max(1, Math.ceil(waiting.waitingCost(school) / 1000)) };
      }
      const rendered = (await run(request, 'renderReport', school, cost, (ms) =>
        costs.measured(request, ms),
      )) as Uint8Array;
      // A Buffer arrives as a plain Uint8Array: a view of the same bytes, without a copy.
      return { ok: true, pdf: Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength) };
    },
    async close() {
      closed = true;
      for (let job = waiting.shift(); job; job = waiting.shift()) job.reject(refusal());
      await pool.close();
    },
  };
}
