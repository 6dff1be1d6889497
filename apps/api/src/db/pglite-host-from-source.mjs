// The embedded database's thread for a server run from source (the tests, `npm run dev`): Node 20 does not
// pass `--import tsx` on to workers, so tsx is registered here before the TypeScript loads.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-host.ts');
