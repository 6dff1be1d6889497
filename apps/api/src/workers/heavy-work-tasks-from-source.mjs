// The heavy-work tasks for a worker thread of a server run from source (the tests, `npm run dev`):
// Node 20 does not pass `--import tsx` on to workers, so tsx is registered here before the TypeScript loads.
import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

register();
// Workspace packages resolve to their TypeScript sources (their `source` export) as in the server, even
// when the process that started the thread had no `--conditions=source`: a test's global setup has none.
const SOURCE_CONDITION = `export const resolve = (specifier, context, next) =>
  next(specifier, { ...context, conditions: ['source', ...context.conditions] });`;
registerHooks(`data:text/javascript,${encodeURIComponent(SOURCE_CONDITION)}`);
const tasks = await import('./heavy-work-tasks.ts');

export const generate = tasks.generate;
export const renderReport = tasks.renderReport;
