import { chromium } from 'playwright-core';

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

/** One Chromium (with a fresh, temporary profile) that every test file of a run connects to. */
export function launchChromium(executablePath: string | undefined) {
  return chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
