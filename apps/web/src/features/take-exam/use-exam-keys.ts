import { useEffect } from 'react';
import type { OptionLetter } from '@/lib/answers';
import { pressKey } from '@/lib/written-answer';
import { optionForKey } from './answer-sheet';

/** Keys typed into a field, or with a modifier, belong to the field or the browser, not to the exam. */
function isExamKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest('input, textarea, select, [contenteditable="true"], .ant-modal');
}

export interface ExamKeys {
  /** False while keys mean nothing to the exam: handing in, or numbers still flashing or being read. */
  listening: boolean;
  /** Answers are written (digits) rather than chosen (letters). */
  typed: boolean;
  /** The answers cannot change now: only moving between questions and flags are left. */
  locked: boolean;
  /** What the current question's box holds, where answers are written. */
  entry: string;
  choose: (option: OptionLetter) => void;
  write: (text: string) => void;
  go: (step: -1 | 1) => void;
  toggleFlag: () => void;
}

/**
 * The exam at a keyboard: A–D choose (or digits, minus and Backspace write), the arrows and Enter move,
 * F flags; keys typed into a field or with a modifier are left alone.
 */
export function useExamKeys({ listening, typed, locked, entry, choose, write, go, toggleFlag }: ExamKeys) {
  useEffect(() => {
    if (!listening) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isExamKey(event)) return;
      const option = typed || locked ? null : optionForKey(event.key);
      const written = typed && !locked ? pressKey(entry, event.key) : null;
      const onButton = (event.target as HTMLElement | null)?.closest('button, a') !== null;
      if (option) choose(option);
      else if (written !== null) write(written);
      else if (event.key === 'ArrowRight' || (event.key === 'Enter' && !onButton)) go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key.toLowerCase() === 'f') toggleFlag();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [listening, typed, locked, entry, choose, write, go, toggleFlag]);
}
