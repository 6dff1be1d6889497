// Creating the embedded database from source (the tests, `npm run dev`): its process starts without tsx,
// which is registered here before the TypeScript loads.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-create.ts');
