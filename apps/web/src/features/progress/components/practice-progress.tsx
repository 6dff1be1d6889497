import { Card, Flex, Typography } from 'antd';
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
  const exams = practiceProgress(analytics);
  if (exams.length === 0) {
    return <EmptyState>No practice yet. Your progress shows here after your first practice.</EmptyState>;
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
                { label: 'Best', value: formatPercent(exam.bestPercentage) },
                { label: 'Average', value: formatPercent(exam.averagePercentage) },
                { label: 'Tries', value: formatNumber(exam.points.length) },
              ]}
            />
            <ScoreChart points={exam.points} xLabel="Try" />
            <FiguresDetails>
              <ScoreTable caption={`${exam.title}: every try`} points={exam.points} rowLabel="Try" />
            </FiguresDetails>
          </article>
        </Card>
      ))}
    </Flex>
  );
}
