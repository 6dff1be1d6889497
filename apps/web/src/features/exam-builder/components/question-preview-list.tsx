import type { GeneratedQuestion } from '@abacus/generator';
import { Typography } from 'antd';
import { QuestionList } from '@/components/questions/question-list';
import { formatNumber } from '@/lib/format';

const SHOWN = 10;

/** The first questions of the exam as students will see them, the right answers marked. */
export function QuestionPreview({ questions }: { questions: readonly GeneratedQuestion[] }) {
  return (
    <>
      <Typography.Paragraph>
        {questions.length > SHOWN
          ? `The first ${SHOWN} of ${formatNumber(questions.length)} questions:`
          : `All ${formatNumber(questions.length)} questions:`}
      </Typography.Paragraph>
      <QuestionList questions={questions.slice(0, SHOWN)} />
    </>
  );
}
