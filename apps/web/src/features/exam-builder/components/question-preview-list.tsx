import type { GeneratedQuestion } from '@abacus/generator';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuestionList } from '@/components/questions/question-list';
import { formatNumber } from '@/lib/format';

const SHOWN = 10;

/** The first questions of the exam as students will see them, the right answers marked. */
export function QuestionPreview({ questions }: { questions: readonly GeneratedQuestion[] }) {
  const { t } = useTranslation('examBuilder');
  const total = formatNumber(questions.length);
  return (
    <>
      <Typography.Paragraph>
        {questions.length > SHOWN
          ? t('preview.firstOf', { shown: formatNumber(SHOWN), total })
          : t('preview.all', { count: questions.length, total })}
      </Typography.Paragraph>
      <QuestionList questions={questions.slice(0, SHOWN)} />
    </>
  );
}
