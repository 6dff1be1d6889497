import { useEffect, useMemo, useState } from 'react';
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

function say(term: string) {
  if (!('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(
    new SpeechSynthesisUtterance(term.replace('−', 'minus ').replace('+', 'plus ')),
  );
}

/**
 * Flash anzan: the numbers of a sum one at a time, alone and large, each for `intervalMs`, then done —
 * the child adds them up in their head (on the soroban they imagine) and picks the answer.
 */
export function FlashSequence({ question, intervalMs, speak, onDone }: FlashSequenceProps) {
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
        Number {Math.min(shown + 1, terms.length)} of {terms.length}
      </p>
      <p className="flash-term" key={shown}>
        {term}
      </p>
    </div>
  );
}
