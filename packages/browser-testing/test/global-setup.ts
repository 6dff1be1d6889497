import type { TestProject } from 'vitest/node';
import { launchChromium } from '../src/chromium.js';
import '../src/provided-context.js';

/** The package's own tests need only the shared Chromium: no app is built and no API served. */
export default async function setup(project: TestProject) {
  const browser = await launchChromium(project.config.provide.chromiumPath);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return () => browser.close();
}
