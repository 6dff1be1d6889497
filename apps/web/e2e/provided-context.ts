declare module 'vitest' {
  /** What e2e/global-setup.ts hands the browser tests. */
  export interface ProvidedContext {
    chromiumPath: string;
    /** The API serving the built app, e.g. `http://127.0.0.1:41234`. */
    apiUrl: string;
    /** playwright-core connects every test file to this one browser. */
    browserEndpoint: string;
  }
}

export {};
