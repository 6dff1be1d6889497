declare module 'vitest' {
  /** What the global setup (global-setup.ts) hands the browser tests. */
  export interface ProvidedContext {
    /** Set by the root vitest.config.ts: the system's Chromium. */
    chromiumPath: string;
    /** The API serving the built app, e.g. `http://127.0.0.1:41234`. */
    apiUrl: string;
    /** playwright-core connects every test file to this one browser. */
    browserEndpoint: string;
  }
}

export {};
