import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { OPTION_LETTERS, type Answer, type OptionLetter } from '@/lib/answers';
import './option-buttons.css';

interface OptionButtonsProps {
  values: Record<OptionLetter, number>;
  chosen: Answer;
  onChoose: (option: OptionLetter) => void;
  disabled?: boolean;
}

/** From this many characters on, two options side by side on a phone would need type too small to read. */
const LONG_OPTION = 6;

/**
 * The four answers as big buttons, A–D, the chosen one marked (and announced as pressed). Every number
 * fits inside its button however long it is: the four share a type size made for the longest (and, as
 * a last resort, a number wraps within its button rather than run out of it).
 */
export function OptionButtons({ values, chosen, onChoose, disabled = false }: OptionButtonsProps) {
  const { t } = useTranslation('shared');
  const written = OPTION_LETTERS.map((letter) => formatNumber(values[letter]));
  const longest = Math.max(...written.map((text) => text.length));
  return (
    <div
      className={longest >= LONG_OPTION ? 'option-buttons option-buttons-long' : 'option-buttons'}
      style={{ '--option-chars': longest } as CSSProperties}
      role="group"
      aria-label={t('answer.options')}
    >
      <div className="option-buttons-grid">
        {OPTION_LETTERS.map((letter, index) => (
          <button
            key={letter}
            type="button"
            className={chosen === letter ? 'option-button option-button-chosen' : 'option-button'}
            aria-pressed={chosen === letter}
            aria-keyshortcuts={`${index + 1} ${letter.toUpperCase()}`}
            disabled={disabled}
            onClick={() => onChoose(letter)}
          >
            <span className="option-letter">{letter.toUpperCase()}</span>
            {/* Read as "B: 21", seen as a lettered disc beside the number. */}
            <span className="visually-hidden">: </span>
            <span className="option-value-room">
              <span className="option-value">{written[index]}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
