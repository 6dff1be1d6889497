import { spokenQuestion, writeQuestion } from '@/lib/written-question';
import './question-text.css';

/** A question in large type: a `+ −` drill as a column of numbers, anything else on one line. */
export function QuestionText({ question }: { question: string }) {
  const written = writeQuestion(question);
  if (written.layout === 'line') {
    return (
      <p className="question-line" aria-label={spokenQuestion(question)}>
        {written.text} = ?
      </p>
    );
  }
  return (
    <div className="question-column" role="img" aria-label={`${spokenQuestion(question)}, equals?`}>
      {written.lines.map((line, index) => (
        <div className="question-column-line" key={index}>
          <span className="question-column-sign">{line.sign}</span>
          <span className="question-column-number">{line.number}</span>
        </div>
      ))}
      <div className="question-column-rule" />
      <div className="question-column-line">
        <span className="question-column-sign" />
        <span className="question-column-number">?</span>
      </div>
    </div>
  );
}
