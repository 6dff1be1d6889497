import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { STALLED_VOICE_MS } from '../src/lib/listening-schedule';
import { spokenTerm } from '@abacus/contract';
import { hi } from '../src/locales/hi';
import { addStudent, createExam, examWithQuestions, registerTeacher } from './support/api';
import { appUrl, checkScreen, saveScreenshot, STATE_WAIT, useBrowser } from './support/browser';
import { setNumber } from './support/forms';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

const LEVEL = 4;
const NUMBERS = 4;
/**
 * 50 a minute: a slot of 1.2 s, shorter than the stand-in voice takes for a long number; about as fast as
 * two-digit numbers may be read (56 a minute: each takes about 1.1 s to say).
 */
const NUMBERS_PER_MINUTE = 50;
const SLOT_MS = 60_000 / NUMBERS_PER_MINUTE;
/**
 * How long the stand-in voice takes over each number, in turn: longer than a slot, then shorter, so that
 * a number waits both for the end of the one before and for its own slot.
 */
const SPEAKING_MS = [1_500, 300];
/** Longer than any test runs the page's clock: a number the stand-in voice never ends. */
const STALLED_FOR_GOOD_MS = 3_600_000;
/** A frame of the page's fake clock, which runs requestAnimationFrame every 16 ms. */
const FRAME_MS = 16;
/** How far the page's clock goes between two looks at the screen while the numbers are read. */
const STEP_MS = 100;
/**
 * The same, for a voice that never finishes: each number then waits 20 s for it (STALLED_VOICE_MS), and
 * a look every 100 ms made 800 looks at the same screen. Each number's start is recorded by the page's
 * clock, to the frame, however far a step goes.
 */
const STALLED_STEP_MS = 2_000;

interface Utterance {
  text: string;
  lang: string;
  startedAt: number;
  endedAt: number | null;
}

/**
 * Puts a stand-in for the browser's voice into every page: it notes each utterance (its words, its lang,
 * when it began and ended by the page's clock) and ends it after `SPEAKING_MS`, by the page's timers, so
 * that the test's clock decides when.
 */
async function recordSpeech(page: Page, speakingMs: number[], { voices = true } = {}): Promise<void> {
  await page.addInitScript(
    ({ speakingMs, voices }: { speakingMs: number[]; voices: boolean }) => {
      const said: Utterance[] = [];
      const record = window as unknown as { said: Utterance[]; cancelled: number; countedFrom: number };
      record.said = said;
      record.cancelled = 0;
      record.countedFrom = 0;
      class StandInUtterance {
        lang = '';
        voice: unknown = null;
        onend: ((event: Event) => void) | null = null;
        onerror: ((event: Event) => void) | null = null;
        constructor(readonly text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: StandInUtterance,
        configurable: true,
      });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          // A phone may offer speech but no voice to speak with.
          getVoices: () =>
            voices ? [{ lang: 'en-IN', name: 'Stand-in', default: true, localService: true }] : [],
          addEventListener: () => {},
          removeEventListener: () => {},
          cancel: () => {
            record.cancelled += 1;
          },
          speak(utterance: StandInUtterance) {
            const entry: Utterance = {
              text: utterance.text,
              lang: utterance.lang,
              startedAt: performance.now(),
              endedAt: null,
            };
            said.push(entry);
            setTimeout(
              () => {
                entry.endedAt = performance.now();
                utterance.onend?.(new Event('end'));
              },
              speakingMs[(said.length - 1 - record.countedFrom) % speakingMs.length],
            );
          },
        },
      });
    },
    { speakingMs, voices },
  );
}

const saidSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { said: Utterance[] }).said.map((entry) => ({ ...entry })));

/** The numbers of a `+ -` question, each with the sign before it: `48 + 27 - 19`. */
function termsOf(question: string) {
  const tokens = question.trim().split(/\s+/);
  return tokens
    .map((token, index) => ({ token, index }))
    .filter(({ index }) => index % 2 === 0)
    .map(({ token, index }) => ({
      sign: index === 0 ? ('' as const) : tokens[index - 1] === '+' ? ('+' as const) : ('−' as const),
      number: token,
    }));
}

const sumOf = (question: string) =>
  termsOf(question).reduce((total, { sign, number }) => total + (sign === '−' ? -1 : 1) * Number(number), 0);

interface Run {
  title: string;
  width: typeof PHONE | typeof DESKTOP;
  language: 'en' | 'hi';
  answerMode: 'typed' | 'choice';
  /** A voice that loses the end of every number, as Chrome's can: it never says it has finished. */
  stalling?: boolean;
}

/**
 * A child hears one question of two-digit numbers (so that no counter or heading can be taken for one)
 * read aloud, sees none of them, and answers after the last. Returns the page at the answer step, and
 * the question.
 */
async function listenThrough(browser: ReturnType<typeof useBrowser>, run: Run) {
  const teacher = await registerTeacher();
  const student = await addStudent(teacher, LEVEL);
  await createExam(teacher, {
    title: run.title,
    level: LEVEL,
    totalQuestions: 1,
    rows: { min: NUMBERS, max: NUMBERS },
    digits: { min: 2, max: 2 },
    answerMode: run.answerMode,
    listeningNumbersPerMinute: NUMBERS_PER_MINUTE,
  });
  const { questions } = await examWithQuestions(teacher, run.title);
  const question = questions[0]!.question;
  const terms = termsOf(question);
  const { page, problems } = await browser.open('/sign-in', { viewport: run.width });
  await signInAsStudent(page, student);
  if (run.language === 'hi') await page.evaluate(() => localStorage.setItem('abacus.language', 'hi'));
  await recordSpeech(page, run.stalling ? [STALLED_FOR_GOOD_MS] : SPEAKING_MS);
  await page.clock.install();
  await page.reload();
  const words = run.language === 'hi' ? hi : null;
  await screenTitle(page, words ? hi.studentArea.exams.title : 'My exams');
  const start = words
    ? hi.studentExams.actionOn.start.replace('{{title}}', run.title)
    : `Start: ${run.title}`;
  await page.getByRole('link', { name: start }).click();
  await screenTitle(page, run.title);

  // The clock stands still from before the start, and goes a frame at a time until the countdown shows.
  // vi.waitFor, not expect.poll, which would belong to whichever of the file's concurrent tests Vitest
  // last started.
  // The sound check: the voice that will read the sums says a number first, in the child's language.
  await page
    .getByRole('button', { name: words?.takeExam.listening.hearANumber ?? 'Press to hear a number' })
    .click();
  // (A voice that never ends never says it has: the child starts anyway.)
  if (!run.stalling) {
    await page.getByText(`“${spokenTerm({ sign: '', number: '27' }, run.language)}”`).waitFor(STATE_WAIT);
    await checkScreen(page, `listening-sound-check-${run.language}`);
  }
  const checked = (await saidSoFar(page)).length;
  expect(checked).toBe(1);
  // The sums' numbers take their turns at the stand-in's speaking times from the first of them.
  await page.evaluate((count) => {
    (window as unknown as { countedFrom: number }).countedFrom = count;
  }, checked);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: words?.takeExam.ready.startPractice ?? 'Start practising' }).click();
  const panel = page.locator('.listening-sequence');
  await vi.waitFor(async () => {
    await page.clock.runFor(FRAME_MS);
    expect(await panel.getByText(words?.shared.flash.getReady ?? 'Get ready').isVisible()).toBe(true);
  }, STATE_WAIT);

  const card = page.getByRole('region', { name: /^(Question|सवाल) 1/ });
  const answerBox = page.getByRole('textbox', { name: words?.shared.answer.yourAnswer ?? 'Your answer' });
  const answerOptions = page.getByRole('group', { name: words?.shared.answer.options ?? 'Answers' });
  const answering = () => (run.answerMode === 'typed' ? answerBox : answerOptions);
  let counted = false;
  // Never a number on the screen, from the countdown to the last word; only which number is being read.
  while ((await answering().count()) === 0) {
    const shown = await card.innerText();
    for (const { number } of terms) expect(shown, `while listening`).not.toContain(number);
    if (!counted && (await panel.getByText(/^(Number 1 of|संख्या 1 \()/).count()) > 0) {
      await saveScreenshot(page, `listening-${run.language}`, run.width.width);
      counted = true;
    }
    await page.clock.runFor(run.stalling ? STALLED_STEP_MS : STEP_MS);
  }
  expect(counted).toBe(true);

  const said = (await saidSoFar(page)).slice(checked);
  expect(said.map(({ text }) => text)).toEqual(terms.map((term) => spokenTerm(term, run.language)));
  // Words, not digits for the voice to read in its own way; in Hindi, no English word.
  for (const { text } of said) expect(text).not.toMatch(run.language === 'hi' ? /[0-9A-Za-z]/ : /[0-9]/);
  expect(new Set(said.map(({ lang }) => lang))).toEqual(new Set([run.language === 'hi' ? 'hi-IN' : 'en-IN']));
  expect(await page.evaluate(() => (window as unknown as { cancelled: number }).cancelled)).toBe(0);
  if (run.stalling) {
    // Each number after the one before has had its time to end: queued behind it, never cutting it off.
    said.forEach((utterance, index) => {
      if (index === 0) return;
      const waited = utterance.startedAt - said[index - 1]!.startedAt;
      expect(Math.abs(waited - STALLED_VOICE_MS), `number ${index + 1}`).toBeLessThanOrEqual(FRAME_MS);
    });
    await page.clock.resume();
    return { page, problems, question };
  }
  // Each number at its slot, or once the one before was said in full, whichever is later: to the frame.
  // Slots are counted from the first number's frame, itself up to a frame late.
  said.forEach((utterance, index) => {
    const slot = said[0]!.startedAt + index * SLOT_MS;
    const before = said[index - 1]?.endedAt ?? 0;
    expect(utterance.startedAt, `number ${index + 1} after the one before`).toBeGreaterThanOrEqual(before);
    expect(utterance.startedAt, `number ${index + 1} in its slot`).toBeGreaterThanOrEqual(slot - FRAME_MS);
    expect(utterance.startedAt - Math.max(slot, before), `number ${index + 1}`).toBeLessThanOrEqual(FRAME_MS);
  });
  // Number 2 waited for number 1 to end, past its slot; number 3 for its slot, after number 2 had ended.
  const [first, second, third] = said as [Utterance, Utterance, Utterance];
  expect(first.endedAt! - first.startedAt).toBeGreaterThan(SLOT_MS);
  expect(second.startedAt - first.endedAt!).toBeLessThanOrEqual(FRAME_MS);
  expect(second.endedAt!).toBeLessThan(first.startedAt + 2 * SLOT_MS - FRAME_MS);
  expect(Math.abs(third.startedAt - (first.startedAt + 2 * SLOT_MS))).toBeLessThanOrEqual(FRAME_MS);
  await page.clock.resume();
  return { page, problems, question };
}

/** The tests run at once, each with its own class and page, whose clock is the test's alone to move. */
describe.concurrent('listening sums', () => {
  const browser = useBrowser();

  it.each([
    ['a phone (360 px)', PHONE],
    ['a desktop (1280 px)', DESKTOP],
  ] as const)(
    'reads the numbers aloud on %s, shows none, and takes the written sum',
    async (_device, width) => {
      const title = `Listening ${width.width}`;
      const { page, problems, question } = await listenThrough(browser, {
        title,
        width,
        language: 'en',
        answerMode: 'typed',
      });
      await page.getByText('What do the numbers you heard add up to?').waitFor(STATE_WAIT);
      // No "listen again": the numbers are read once, as in a competition.
      expect(await page.getByRole('button', { name: /again/i }).count()).toBe(0);
      await page.getByRole('textbox', { name: 'Your answer' }).fill(String(sumOf(question)));
      await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);
      await checkScreen(page, 'listening-answer');

      await page.getByRole('button', { name: 'Hand in my answers' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Hand in' }).click();
      const answers = page.getByRole('region', { name: 'Your answers' });
      await answers.getByRole('listitem', { name: 'Question 1: right' }).waitFor(STATE_WAIT);
      expect(problems).toEqual([]);
    },
  );

  it('reads them in Hindi words with a Hindi voice, and takes the chosen sum', async () => {
    const { page, problems, question } = await listenThrough(browser, {
      title: 'सुनकर जोड़',
      width: PHONE,
      language: 'hi',
      answerMode: 'choice',
    });
    await page.getByText(hi.takeExam.question.heardSum).waitFor(STATE_WAIT);
    const sum = String(sumOf(question));
    const options = page.getByRole('group', { name: hi.shared.answer.options });
    await options.getByRole('button', { name: new RegExp(`:\\s*${sum}$`) }).click();
    await page.getByRole('status').getByText(hi.takeExam.saveStatus.saved).waitFor(STATE_WAIT);
    await checkScreen(page, 'listening-answer-hi');
    expect(problems).toEqual([]);
  });

  it('goes on to the answers when the voice never says it has finished a number', async () => {
    const { page, problems, question } = await listenThrough(browser, {
      title: 'Listening, stalled voice',
      width: PHONE,
      language: 'en',
      answerMode: 'typed',
      stalling: true,
    });
    await page.getByRole('textbox', { name: 'Your answer' }).fill(String(sumOf(question)));
    await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });

  // Seen on a phone whose browser speaks but has no voice installed: the countdown ran, nothing was heard,
  // and the test's one try was spent.
  it('offers no start on a phone that has speech but no voice, and says why, in English and Hindi', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, {
      title: 'Voiceless listening',
      level: LEVEL,
      assessment: true,
      listeningNumbersPerMinute: 30,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await recordSpeech(page, SPEAKING_MS, { voices: false });
    await page.reload();
    await page.getByRole('link', { name: 'Start: Voiceless listening' }).click();
    await screenTitle(page, 'Voiceless listening');
    await page.getByText('This device cannot read numbers aloud; ask your teacher.').waitFor(STATE_WAIT);
    expect(await page.getByRole('button', { name: 'Start the test' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Press to hear a number' }).count()).toBe(0);
    await checkScreen(page, 'listening-no-voice');
    await page.getByText('हिन्दी', { exact: true }).click();
    await page.getByText(hi.takeExam.listening.cannotSpeak).waitFor(STATE_WAIT);
    await checkScreen(page, 'listening-no-voice-hindi');
    expect(problems).toEqual([]);
  });

  it('says plainly when the device cannot read aloud, instead of starting', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Silent listening', level: LEVEL, listeningNumbersPerMinute: 30 });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.addInitScript(() => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    });
    await page.reload();
    await page.getByRole('link', { name: 'Start: Silent listening' }).click();
    await screenTitle(page, 'Silent listening');
    await page.getByText('This device cannot read numbers aloud; ask your teacher.').waitFor(STATE_WAIT);
    expect(await page.getByRole('button', { name: 'Start practising' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows the builder’s listening pace and about how long the numbers take, on a phone and a desktop', async () => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams/new'));
    await screenTitle(page, 'New exam');
    await setNumber(page, 'Rows per question', 5);
    await setNumber(page, 'Listening: numbers read aloud a minute', 30);
    const duration = page.getByText('5 numbers in about 10 s');
    await duration.waitFor();
    await duration.scrollIntoViewIfNeeded();
    await checkScreen(page, 'builder-listening');
    await page.setViewportSize(DESKTOP);
    await checkScreen(page, 'builder-listening');
    expect(problems).toEqual([]);
  });
});
