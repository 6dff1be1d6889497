import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { i18n } from '@/i18n/i18n';
import { COUNTDOWN_FROM, flashMomentAt, momentKey, type FlashMoment } from '@/lib/flash-schedule';
import { writeQuestion } from '@/lib/written-question';
import type { Attempt } from '@/types/api';
import './flash-sequence.css';

/** How the teacher set the flash: its timing, and whether signs and the counter show. */
type FlashSettings = NonNullable<Attempt['exam']['flash']>;

/** What clicks as each number appears. */
interface Clicker {
  tick(): void;
}

interface FlashSequenceProps {
  question: string;
  flash: FlashSettings;
  /** Also say each number with the browser's speech synthesis. */
  speak: boolean;
  /** Click as each number appears; null: silent. */
  ticker: Clicker | null;
  /**
   * When the countdown began, on the page's `performance.now()` clock: a screen that follows another's
   * timing (the projector of a live round, which the server's clock sets) joins the schedule where it is.
   * Unsaid, it begins with the first frame.
   */
  startedAt?: number;
  onDone: () => void;
}

/**
 * The numbers of a `+ −` question as they flash: `48`, `+27`, `−19`. Without signs, a number added shows
 * alone; a number taken away keeps its minus, without which the sum would be another.
 */
function flashTerms(question: string, showSign: boolean): string[] {
  const written = writeQuestion(question);
  if (written.layout !== 'column') return [written.text];
  return written.lines.map(({ sign, number }) => (showSign || sign === '−' ? `${sign}${number}` : number));
}

/** A term as it is said: `+27` → "plus 27", `−19` → "minus 19", in the language of the screen. */
function spoken(term: string): string {
  if (term.startsWith('+')) return i18n.t('shared:flash.plus', { number: term.slice(1) });
  if (term.startsWith('−')) return i18n.t('shared:flash.minus', { number: term.slice(1) });
  return term;
}

function say(term: string) {
  if (!('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(spoken(term));
  // In another language than English the numbers are said by a voice of that language (the browser's
  // own voice otherwise, as before).
  if (i18n.language !== DEFAULT_LANGUAGE) utterance.lang = i18n.language;
  window.speechSynthesis.speak(utterance);
}

/**
 * Flash anzan: a 3-2-1 countdown, then the numbers of a sum one at a time, alone and large, each for
 * `intervalMs` with `gapMs` of blank after it, then done — the child adds them up in their head (on the
 * soroban they imagine) and answers.
 *
 * Competitions flash a number every 107 ms: the schedule is read from each frame's timestamp against the
 * first frame's (requestAnimationFrame), so each number appears on the first frame at or after its time,
 * however late an earlier frame was; a chain of timeouts would add every delay to all that follows. A
 * change is drawn within its frame (flushSync), not left to React's next task, which may miss the paint.
 */
export function FlashSequence({ question, flash, speak, ticker, startedAt, onDone }: FlashSequenceProps) {
  const { t } = useTranslation('shared');
  const terms = useMemo(() => flashTerms(question, flash.showSign), [question, flash.showSign]);
  const [moment, setMoment] = useState<FlashMoment>({ phase: 'countdown', count: COUNTDOWN_FROM });
  // The latest of what each frame needs, without starting the schedule again when a prop changes.
  const latest = useRef({ terms, flash, speak, ticker, onDone });
  useLayoutEffect(() => {
    latest.current = { terms, flash, speak, ticker, onDone };
  });

  const firstStart = useRef(startedAt);
  useEffect(() => {
    let start = firstStart.current ?? null;
    let shown = '';
    let frame = requestAnimationFrame(function draw(now) {
      start ??= now;
      const { terms: numbers, flash: timing, speak: aloud, ticker: clicks, onDone: done } = latest.current;
      const next = flashMomentAt(now - start, numbers.length, timing);
      const key = momentKey(next);
      if (key !== shown) {
        shown = key;
        if (next.phase === 'done') {
          done();
          return;
        }
        flushSync(() => setMoment(next));
        if (next.phase === 'number') {
          clicks?.tick();
          if (aloud) say(numbers[next.index]!);
        }
      }
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const counting = moment.phase === 'countdown';
  const index = moment.phase === 'number' || moment.phase === 'gap' ? moment.index : null;
  return (
    <div
      className="flash-sequence"
      role="status"
      aria-live="assertive"
      aria-atomic
      // Every number of the question at the size of its longest: nothing grows or shrinks between them.
      style={{ '--term-chars': Math.max(...terms.map((term) => term.length)) } as CSSProperties}
    >
      <p className="flash-count">
        {counting && t('flash.getReady')}
        {flash.showCounter &&
          index !== null &&
          t('flash.numberOf', { number: index + 1, total: terms.length })}
      </p>
      {/* The term's line stays in the gaps, empty, so that nothing on the screen moves between numbers.
          Each number is an element of its own: the same number twice is drawn (and announced) twice. */}
      <p key={index ?? 'countdown'} className={counting ? 'flash-term flash-countdown' : 'flash-term'}>
        {counting && moment.count}
        {moment.phase === 'number' && terms[moment.index]}
      </p>
    </div>
  );
}
