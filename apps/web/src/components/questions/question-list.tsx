import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { questionSkillsInWords } from '@/lib/skill-words';
import { inlineQuestion } from '@/lib/written-question';
import './question-list.css';

const LETTERS = ['a', 'b', 'c', 'd'] as const;

/** A question with its answer, as the generator makes it and as the API gives it to the exam's teacher. */
export interface ListedQuestion {
  question: string;
  answer?: number;
  /** null: the child writes the answer (the options are null too). */
  correct_option?: (typeof LETTERS)[number] | null;
  option_a: number | null;
  option_b: number | null;
  option_c: number | null;
  option_d: number | null;
}

interface QuestionListProps {
  questions: readonly ListedQuestion[];
  /** A whole exam, in as many columns as fit, rather than a few in one. */
  wide?: boolean;
  /** Under each question, the soroban formulas and table facts it practises. */
  withSkills?: boolean;
}

/** The formulas a question practises, under it; nothing for one that needs none (10 × 2). */
function QuestionSkills({ question }: { question: string }) {
  const { t } = useTranslation('shared');
  const skills = questionSkillsInWords(question);
  if (skills.length === 0) return null;
  return <span className="question-list-skills">{t('skills.practises', { skills: skills.join(', ') })}</span>;
}

/**
 * Questions as students see them, the right answer marked for the teacher: among the options, or after
 * the question where children write it.
 */
export function QuestionList({ questions, wide = false, withSkills = false }: QuestionListProps) {
  const { t } = useTranslation('shared');
  return (
    <ol className={wide ? 'question-list question-list-wide' : 'question-list'}>
      {questions.map((question, index) => (
        <li key={index}>
          <span className="question-list-text">{inlineQuestion(question.question)}</span>
          <span className="question-list-options">
            {question.correct_option === null
              ? question.answer !== undefined && (
                  <span className="question-list-right">
                    = {formatNumber(question.answer)}
                    <span className="visually-hidden"> {t('rightAnswerWritten')}</span>
                  </span>
                )
              : LETTERS.map((letter) => {
                  const value = question[`option_${letter}`];
                  const right = letter === question.correct_option;
                  return (
                    value !== null && (
                      <span key={letter} className={right ? 'question-list-right' : undefined}>
                        {letter.toUpperCase()} {formatNumber(value)}
                        {right && <span className="visually-hidden"> {t('rightAnswer')}</span>}
                      </span>
                    )
                  );
                })}
          </span>
          {withSkills && <QuestionSkills question={question.question} />}
        </li>
      ))}
    </ol>
  );
}
