import { formatNumber } from '@/lib/format';
import { OPTION_LETTERS, type Answer, type OptionLetter } from '../answer-sheet';
import './option-buttons.css';

interface OptionButtonsProps {
  values: Record<OptionLetter, number>;
  chosen: Answer;
  onChoose: (option: OptionLetter) => void;
  disabled?: boolean;
}

/** The four answers as big buttons, A–D, the chosen one marked (and announced as pressed). */
export function OptionButtons({ values, chosen, onChoose, disabled = false }: OptionButtonsProps) {
  return (
    <div className="option-buttons" role="group" aria-label="Answers">
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
          <span className="option-value">{formatNumber(values[letter])}</span>
        </button>
      ))}
    </div>
  );
}
