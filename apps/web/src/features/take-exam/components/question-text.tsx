import { spokenQuestion, writeQuestion } from '@/lib/written-question';
import './question-text.css';

interface QuestionTextProps {
  question: string;
  /** The answer is written in a box right below: the question ends at its rule (or =), with no `?`. */
  answerBelow?: boolean;
}

/** A question in large type: a `+ −` drill as a column of numbers, anything else on one line. */
export function QuestionText({ question, answerBelow = false }: QuestionTextProps) {
  const written = writeQuestion(question);
  if (written.layout === 'line') {
    return (
      <p
        className={answerBelow ? 'question-line question-answer-below' : 'question-line'}
        aria-label={spokenQuestion(question)}
      >
        {written.text} ={!answerBelow && ' ?'}
      </p>
    );
  }
  return (
    <div
      className={answerBelow ? 'question-column question-answer-below' : 'question-column'}
      role="img"
      aria-label={`${spokenQuestion(question)}, equals?`}
    >
      {written.lines.map((line, index) => (
        <div className="question-column-line" key={index}>
          <span className="question-column-sign">{line.sign}</span>
          <span className="question-column-number">{line.number}</span>
        </div>
      ))}
      <div className="question-column-rule" />
      {!answerBelow && (
        <div className="question-column-line">
          <span className="question-column-sign" />
          <span className="question-column-number">?</span>
        </div>
      )}
    </div>
  );
}
