import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The process tests start the server as `npm start` does, built: a start then takes a few seconds, where
 * compiling the app from source first took 7–15. `tsc -b` builds what changed since the last build (its
 * .tsbuildinfo knows), the packages the API uses included, and nothing when nothing did.
 */
export default function setup() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = fileURLToPath(new URL('../../tsconfig.build.json', import.meta.url));
  execFileSync(process.execPath, [tsc, '-b', project], { stdio: 'inherit' });
}
