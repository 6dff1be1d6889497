import { FlagFilled } from '@ant-design/icons';
import type { AnswerSheet } from '../answer-sheet';
import './question-navigator.css';

interface QuestionNavigatorProps {
  sheet: AnswerSheet;
  current: number;
  onGo: (index: number) => void;
}

/** Every question as a numbered button: answered ones filled, flagged ones marked, the current one outlined. */
export function QuestionNavigator({ sheet, current, onGo }: QuestionNavigatorProps) {
  return (
    <nav aria-label="All questions">
      <ol className="question-navigator">
        {sheet.answers.map((answer, index) => {
          const flagged = sheet.flagged[index];
          const state = [answer !== null ? 'answered' : 'not answered', flagged ? 'flagged' : null]
            .filter(Boolean)
            .join(', ');
          const classes = ['question-navigator-item'];
          if (answer !== null) classes.push('question-navigator-answered');
          if (index === current) classes.push('question-navigator-current');
          return (
            <li key={index}>
              <button
                type="button"
                className={classes.join(' ')}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${state}`}
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
