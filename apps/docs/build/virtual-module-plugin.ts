import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A module computed when the site is built: `import { x } from '<id>'` gets the code `render`
 * returns. The files it reads are watched, so `vite` dev mode rebuilds it when they change; a
 * missing one (a report no test run has written yet) cannot be watched.
 */
export function virtualModulePlugin(
  id: string,
  render: () => string,
  sourceFiles: readonly string[],
): Plugin {
  const resolvedId = `\0${id}`;
  return {
    name: `abacus-virtual-module:${id}`,
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loadedId) {
      if (loadedId !== resolvedId) return undefined;
      for (const file of sourceFiles.filter((sourceFile) => existsSync(sourceFile))) this.addWatchFile(file);
      return render();
    },
  };
}

/** An ES module exporting `value` under `name`; a JSON string parses faster than an object literal. */
export function jsonModule(name: string, value: unknown): string {
  return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}
