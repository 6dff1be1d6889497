import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber, formatPercent } from '@/lib/format';
import type { PracticeAnalytics } from '@/types/api';
import { practiceProgress } from '../progress-figures';
import { FiguresDetails } from './figures-details';
import { ScoreChart } from './score-chart';
import { ScoreTable } from './score-table';
import { StatRow } from './stat-row';

/** Each practice exam I tried: best and average, and my score % try after try. */
export function PracticeProgress({ analytics }: { analytics: PracticeAnalytics }) {
  const { t } = useTranslation('progress');
  const exams = practiceProgress(analytics);
  if (exams.length === 0) {
    return <EmptyState>{t('practice.empty')}</EmptyState>;
  }
  return (
    <Flex vertical gap={16}>
      {exams.map((exam) => (
        <Card key={exam.examId}>
          <article aria-label={exam.title}>
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 22 }}>
              {exam.title}
            </Typography.Title>
            <StatRow
              stats={[
                { label: t('practice.best'), value: formatPercent(exam.bestPercentage) },
                { label: t('practice.average'), value: formatPercent(exam.averagePercentage) },
                { label: t('practice.tries'), value: formatNumber(exam.points.length) },
              ]}
            />
            <ScoreChart points={exam.points} unit="try" />
            <FiguresDetails>
              <ScoreTable
                caption={t('practice.everyTry', { title: exam.title })}
                points={exam.points}
                unit="try"
              />
            </FiguresDetails>
          </article>
        </Card>
      ))}
    </Flex>
  );
}
