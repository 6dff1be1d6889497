import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import { addStudent, createExam, registerTeacher } from './support/api';
import { STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';

const NUMBERS = 15;
const INTERVALS_MS = [100, 200, 1000];

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/**
 * A measurement, not a test of the suite (it runs only with MEASURE_FLASH=1): on the machine's real
 * clock, how long each flashed number actually stays on screen, from its text appearing to the next's
 * (gap 0), recorded in the page by a MutationObserver with performance.now().
 */
describe.runIf(process.env.MEASURE_FLASH === '1')('flash anzan on the real clock', () => {
  const browser = useBrowser();

  it.each(INTERVALS_MS)('shows each number for %i ms', { timeout: 120_000 }, async (intervalMs) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 4);
    const title = `Timing ${intervalMs}`;
    await createExam(teacher, {
      title,
      level: 4,
      totalQuestions: 1,
      rows: { min: NUMBERS, max: NUMBERS },
      digits: { min: 1, max: 2 },
      flashIntervalMs: intervalMs,
    });
    const { page } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await screenTitle(page, 'My exams');
    await page.getByRole('link', { name: `Start: ${title}` }).click();
    await page.evaluate(() => {
      const seen: { at: number; text: string | null }[] = [];
      new MutationObserver((records) => {
        const at = performance.now();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches('.flash-term:not(.flash-countdown)')) {
              seen.push({ at, text: node.textContent });
            }
          }
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.matches('.flash-sequence')) seen.push({ at, text: null });
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
      (window as unknown as { flashSeen: typeof seen }).flashSeen = seen;
    });
    await page.getByRole('button', { name: 'Start practising' }).click();
    await page.getByText('What do the numbers add up to?').waitFor(STATE_WAIT);
    const seen = await page.evaluate(
      () => (window as unknown as { flashSeen: { at: number; text: string | null }[] }).flashSeen,
    );
    // From the first number to the flash's end: one appearance a number, then the term gone.
    const firstNumber = seen.findIndex((change) => change.text);
    const changes = seen.slice(firstNumber, firstNumber + NUMBERS + 1);
    const shownFor = changes.slice(1).map((change, index) => change.at - changes[index]!.at);
    expect(shownFor).toHaveLength(NUMBERS);
    process.stdout.write(
      `flash ${intervalMs} ms: ${NUMBERS} numbers, shown for mean ${mean(shownFor).toFixed(1)} ms, ` +
        `p95 ${p95(shownFor).toFixed(1)} ms, min ${Math.min(...shownFor).toFixed(1)} ms, ` +
        `max ${Math.max(...shownFor).toFixed(1)} ms; total ${(changes.at(-1)!.at - changes[0]!.at).toFixed(1)} ms\n`,
    );
  });
});
