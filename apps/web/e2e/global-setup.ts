import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import './provided-context';
import { buildAppIfStale } from './support/build-app';
import { serveApp } from './support/serve-app';

/** Flags for a quiet, reproducible headless Chromium that never phones home. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Builds the app if needed, serves it from the real API and starts one Chromium (with a fresh,
 * temporary profile) that every test file connects to.
 */
export default async function setup(project: TestProject) {
  buildAppIfStale();
  const server = await serveApp();
  const browser = await chromium.launchServer({
    executablePath: project.config.provide.chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  project.provide('apiUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
