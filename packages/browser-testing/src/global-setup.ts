import type { TestProject } from 'vitest/node';
import { launchChromium } from './chromium.js';
import './provided-context.js';
import { serveApi } from './serve-api.js';
import { buildIfStale, type ViteApp } from './vite-app.js';

/**
 * A browser project's global setup: builds `app` if needed, serves it from the real API and starts the
 * Chromium that every test file connects to. Resolves with the teardown.
 */
export async function startBrowserTests(project: TestProject, app: ViteApp) {
  buildIfStale(app);
  const api = await serveApi();
  const browser = await launchChromium(project.config.provide.chromiumPath);
  project.provide('apiUrl', api.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await api.close();
  };
}
