import type { GeneratedQuestion } from '@abacus/generator';
import { Typography } from 'antd';
import { formatNumber } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import './question-preview-list.css';

const SHOWN = 10;
const LETTERS = ['a', 'b', 'c', 'd'] as const;

/**
 * The first questions of the exam as students will see them, the right answer marked for the teacher: among
 * the options, or after the question where children write it.
 */
export function QuestionPreview({ questions }: { questions: readonly GeneratedQuestion[] }) {
  return (
    <>
      <Typography.Paragraph>
        {questions.length > SHOWN
          ? `The first ${SHOWN} of ${formatNumber(questions.length)} questions:`
          : `All ${formatNumber(questions.length)} questions:`}
      </Typography.Paragraph>
      <ol className="question-preview">
        {questions.slice(0, SHOWN).map((question, index) => (
          <li key={index}>
            <span className="question-preview-text">{inlineQuestion(question.question)}</span>
            {question.correct_option === null ? (
              <span className="question-preview-options">
                <span className="question-preview-right">
                  = {formatNumber(question.answer)}
                  <span className="visually-hidden"> (right answer, written by the child)</span>
                </span>
              </span>
            ) : (
              <span className="question-preview-options">
                {LETTERS.map((letter) => (
                  <span
                    key={letter}
                    className={letter === question.correct_option ? 'question-preview-right' : undefined}
                  >
                    {letter.toUpperCase()} {formatNumber(question[`option_${letter}`])}
                    {letter === question.correct_option && (
                      <span className="visually-hidden"> (right answer)</span>
                    )}
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
