import { FlagFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AnswerSheet } from '../answer-sheet';
import './question-navigator.css';

interface QuestionNavigatorProps {
  sheet: AnswerSheet;
  current: number;
  onGo: (index: number) => void;
}

/** How a question's button is read out: its number, whether it is answered, whether it is flagged. */
function stateLabel(answered: boolean, flagged: boolean) {
  if (answered) return flagged ? 'navigator.answeredFlagged' : 'navigator.answered';
  return flagged ? 'navigator.notAnsweredFlagged' : 'navigator.notAnswered';
}

function buttonClasses(answered: boolean, current: boolean): string {
  const classes = ['question-navigator-item'];
  if (answered) classes.push('question-navigator-answered');
  if (current) classes.push('question-navigator-current');
  return classes.join(' ');
}

/** Every question as a numbered button: answered ones filled, flagged ones marked, the current one outlined. */
export function QuestionNavigator({ sheet, current, onGo }: QuestionNavigatorProps) {
  const { t } = useTranslation('takeExam');
  return (
    <nav aria-label={t('navigator.label')}>
      <ol className="question-navigator">
        {sheet.answers.map((answer, index) => {
          const flagged = sheet.flagged[index] ?? false;
          return (
            <li key={index}>
              <button
                type="button"
                className={buttonClasses(answer !== null, index === current)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(stateLabel(answer !== null, flagged), { number: index + 1 })}
                onClick={() => onGo(index)}
              >
                {index + 1}
                {flagged && <FlagFilled className="question-navigator-flag" aria-hidden />}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
