import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { spokenQuestion, writeQuestion } from '@/lib/written-question';
import './question-text.css';

interface QuestionTextProps {
  question: string;
  /**
   * Where the answer goes: in the question (`= ?`, or a `?` under a column's rule), in a box right below
   * it (the question ends at its rule, or =), or in the options beside a column (it ends at its rule).
   */
  answer?: 'in-question' | 'below' | 'beside';
}

/** A question in large type: a `+ −` drill as a column of numbers, anything else on one line. */
export function QuestionText({ question, answer = 'in-question' }: QuestionTextProps) {
  const { t } = useTranslation('takeExam');
  const written = writeQuestion(question);
  const below = answer === 'below';
  if (written.layout === 'line') {
    const text = `${written.text} =${below ? '' : ' ?'}`;
    return (
      <p
        className={below ? 'question-line question-answer-below' : 'question-line'}
        // Its type is sized for the whole line to fit the width it has.
        style={{ '--question-chars': text.length } as CSSProperties}
        aria-label={spokenQuestion(question)}
      >
        {text}
      </p>
    );
  }
  const markAnswer = answer === 'in-question';
  // Lines of type, the answer's `?` included: the column's type is sized for all of them to fit.
  const lines = written.lines.length + (markAnswer ? 1 : 0);
  return (
    <div
      className={below ? 'question-column question-answer-below' : 'question-column'}
      style={{ '--question-lines': lines } as CSSProperties}
      role="img"
      aria-label={t('question.equals', { question: spokenQuestion(question) })}
    >
      {written.lines.map((line, index) => (
        <div className="question-column-line" key={index}>
          <span className="question-column-sign">{line.sign}</span>
          <span className="question-column-number">{line.number}</span>
        </div>
      ))}
      <div className="question-column-rule" />
      {markAnswer && (
        <div className="question-column-line">
          <span className="question-column-sign" />
          <span className="question-column-number">?</span>
        </div>
      )}
    </div>
  );
}
