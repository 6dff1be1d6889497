import { startBrowserTests } from '@abacus/browser-testing/global-setup';
import type { TestProject } from 'vitest/node';
import { SITE } from './support/site';

/** Builds the site if needed, serves it from the real API and starts the Chromium the tests share. */
export default function setup(project: TestProject) {
  return startBrowserTests(project, SITE);
}
