import { COUNTDOWN_MS } from './flash-schedule';

const MINUTE_MS = 60_000;

/** From one number's slot to the next's, at `numbersPerMinute`. */
export const listeningSlotMs = (numbersPerMinute: number): number => MINUTE_MS / numbersPerMinute;

/**
 * When, after the countdown began, number `index` (from 0) may start: its slot. It starts then, or when
 * the number before it has been said in full, whichever is later: a number is never cut off, and a
 * slow voice delays what follows rather than crowding it.
 */
export const numberDueAt = (index: number, numbersPerMinute: number): number =>
  COUNTDOWN_MS + index * listeningSlotMs(numbersPerMinute);

/**
 * A number the voice has neither finished nor failed in this long has stalled (Chrome can lose the end of
 * an utterance): the reading goes on as if it had been said. The next is queued behind it, not cut in. A
 * five-digit number (some 10 syllables in English) took a voice about 4 s; the longest the generator makes,
 * ten digits, has 24 syllables: about 10 s at that pace, and twice that is left for it.
 */
export const STALLED_VOICE_MS = 20_000;

/**
 * The voice to read `lang` (say `hi-IN`) in: one of exactly that language and region, else one of that
 * language; none, and the browser chooses by the utterance's `lang`.
 */
export function voiceFor<Voice extends { lang: string }>(
  lang: string,
  voices: readonly Voice[],
): Voice | null {
  const normal = (tag: string) => tag.replace('_', '-').toLowerCase();
  const wanted = normal(lang);
  const language = wanted.split('-')[0]!;
  return (
    voices.find((voice) => normal(voice.lang) === wanted) ??
    voices.find((voice) => normal(voice.lang).split('-')[0] === language) ??
    null
  );
}

/** Whether this browser can read aloud. */
export const canSpeak = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';
