import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { i18n } from '@/i18n/i18n';
import { writeQuestion } from '@/lib/written-question';
import './flash-sequence.css';

interface FlashSequenceProps {
  question: string;
  intervalMs: number;
  /** Also say each number with the browser's speech synthesis. */
  speak: boolean;
  onDone: () => void;
}

/** The numbers of a `+ −` question, signed after the first: `48`, `+27`, `−19`. */
function flashTerms(question: string): string[] {
  const written = writeQuestion(question);
  if (written.layout !== 'column') return [written.text];
  return written.lines.map(({ sign, number }) => `${sign}${number}`);
}

/** A term as it is said: `+27` → "plus 27", `−19` → "minus 19", in the language of the screen. */
function spoken(term: string): string {
  if (term.startsWith('+')) return i18n.t('takeExam:flash.plus', { number: term.slice(1) });
  if (term.startsWith('−')) return i18n.t('takeExam:flash.minus', { number: term.slice(1) });
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
 * Flash anzan: the numbers of a sum one at a time, alone and large, each for `intervalMs`, then done —
 * the child adds them up in their head (on the soroban they imagine) and picks the answer.
 */
export function FlashSequence({ question, intervalMs, speak, onDone }: FlashSequenceProps) {
  const { t } = useTranslation('takeExam');
  const terms = useMemo(() => flashTerms(question), [question]);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown >= terms.length) {
      onDone();
      return;
    }
    if (speak) say(terms[shown]!);
    const timer = setTimeout(() => setShown((count) => count + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [shown, terms, intervalMs, speak, onDone]);

  const term = terms[Math.min(shown, terms.length - 1)]!;
  return (
    <div className="flash-sequence" role="status" aria-live="assertive" aria-atomic>
      <p className="flash-count">
        {t('flash.numberOf', { number: Math.min(shown + 1, terms.length), total: terms.length })}
      </p>
      <p className="flash-term" key={shown}>
        {term}
      </p>
    </div>
  );
}
