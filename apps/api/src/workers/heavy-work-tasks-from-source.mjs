// The heavy-work tasks for a worker thread of a server run from source (the tests, `npm run dev`):
// Node 20 does not pass `--import tsx` on to workers, so tsx is registered here before the TypeScript loads.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./heavy-work-tasks.ts');

export const generate = tasks.generate;
export const renderReport = tasks.renderReport;
