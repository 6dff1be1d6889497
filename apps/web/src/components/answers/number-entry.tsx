import { useId, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanEntry, KEYPAD_DIGITS, MOST_ANSWER_DIGITS, pressKey } from '@/lib/written-answer';
import './number-entry.css';

interface NumberEntryProps {
  /** What is written in the box: digits, perhaps with a minus in front; empty when nothing is. */
  text: string;
  onText: (text: string) => void;
  /** Enter in the box: on to the next question. */
  onEnter: () => void;
  /** Whether the answer may be below zero: the box then asks for a leading minus, and has a minus key. */
  negative: boolean;
  /** Beside a tall column of numbers rather than under the question: box and keypad in a narrow space. */
  narrow?: boolean;
  disabled?: boolean;
}

/** Up to this many characters the box keeps its full size; a longer number is written smaller to fit. */
const FULL_SIZE_CHARS = 6;

/** The rub-out key's sign, the same in every language (its name, read out, comes from the catalogue). */
const RUB_OUT_SIGN = '⌫';

/** A key press leaves the focus where it was: the box keeps its caret and Enter keeps meaning "next". */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The answer box of an exam whose answers are written: one big box for the number, right below the
 * question where the answer goes on paper, a minus key before it (where answers may be below zero) and
 * a rub-out key after it, and big digit keys for a finger. `narrow`, beside a tall column of numbers:
 * the box on top and a phone's keypad under it, 1–9 in threes, then minus, 0 and rub out. The keyboard
 * writes in the box too; Enter moves on.
 */
export function NumberEntry({
  text,
  onText,
  onEnter,
  negative,
  narrow = false,
  disabled = false,
}: NumberEntryProps) {
  const { t } = useTranslation('shared');
  const id = useId();
  const press = (key: string) => () => {
    const next = pressKey(text, key);
    if (next !== null) onText(next);
  };
  const keyProps = { type: 'button', disabled, onMouseDown: keepFocus } as const;
  const minusKey = negative ? (
    <button
      {...keyProps}
      className="number-key number-key-side"
      aria-label={t('answer.minus')}
      onClick={press('-')}
    >
      −
    </button>
  ) : (
    <span />
  );
  const rubOutKey = (
    <button
      {...keyProps}
      className="number-key number-key-side"
      aria-label={t('answer.rubOut')}
      onClick={press('Backspace')}
    >
      {RUB_OUT_SIGN}
    </button>
  );
  const box = (
    <>
      {/* A ? in the box while it is empty: the place for the answer, as on paper. */}
      <label htmlFor={id} className="visually-hidden">
        {t('answer.yourAnswer')}
      </label>
      <input
        id={id}
        className="number-entry-input"
        type="text"
        inputMode="numeric"
        pattern={negative ? '-?[0-9]*' : '[0-9]*'}
        enterKeyHint="next"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={MOST_ANSWER_DIGITS + 1}
        placeholder="?"
        style={{ '--entry-chars': Math.max(text.length, FULL_SIZE_CHARS) } as CSSProperties}
        value={text}
        disabled={disabled}
        onChange={(event) => onText(cleanEntry(event.target.value))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
      />
    </>
  );
  const digitKeys = KEYPAD_DIGITS.map((digit) => (
    <button key={digit} {...keyProps} className="number-key" onClick={press(digit)}>
      {digit}
    </button>
  ));

  if (narrow) {
    return (
      <div className="number-entry number-entry-narrow">
        {box}
        <div className="number-keypad" role="group" aria-label={t('answer.keypad')}>
          {digitKeys.slice(0, 9)}
          {minusKey}
          {digitKeys[9]}
          {rubOutKey}
        </div>
      </div>
    );
  }
  return (
    <div className="number-entry">
      <div className="number-entry-row">
        {minusKey}
        {box}
        {rubOutKey}
      </div>
      <div className="number-keypad" role="group" aria-label={t('answer.keypad')}>
        {digitKeys}
      </div>
    </div>
  );
}
