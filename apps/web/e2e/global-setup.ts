import { startBrowserTests } from '@abacus/browser-testing/global-setup';
import type { TestProject } from 'vitest/node';
import { CLASSROOM_APP } from './support/classroom-app';

/** Builds the app if needed, serves it from the real API and starts the Chromium the tests share. */
export default function setup(project: TestProject) {
  return startBrowserTests(project, CLASSROOM_APP);
}
