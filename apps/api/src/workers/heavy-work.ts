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

let pool: Piscina | undefined;

/**
 * The threads heavy work runs on, started on first use and shared by the whole process: one fewer than
 * the cores (at least one), so one teacher's large exam or long report never stalls everyone else's
 * requests, and work beyond the threads waits its turn instead of competing for the CPU.
 */
function heavyWorkPool(): Piscina {
  pool ??= new Piscina({
    filename: TASKS.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });
  return pool;
}

export function generateInWorker(settings: GeneratorSettings): Promise<Generated> {
  return heavyWorkPool().run(settings, { name: 'generate' }) as Promise<Generated>;
}

export async function renderReportInWorker(request: ReportRequest): Promise<Buffer> {
  const rendered = (await heavyWorkPool().run(request, { name: 'renderReport' })) as Uint8Array;
  // A Buffer arrives as a plain Uint8Array: a view of the same bytes, without a copy.
  return Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
}
