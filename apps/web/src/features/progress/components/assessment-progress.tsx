import { Card } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AssessmentAnalytics } from '@/types/api';
import { assessmentPoints } from '../progress-figures';
import { FiguresDetails } from './figures-details';
import { ScoreChart } from './score-chart';
import { ScoreTable } from './score-table';
import { StatRow, type Stat } from './stat-row';

function assessmentStats(analytics: AssessmentAnalytics): Stat[] {
  const stats: (Stat | null)[] = [
    { label: 'Tests taken', value: formatNumber(analytics.totalAssessmentExams) },
    analytics.avgScorePercentage !== null
      ? { label: 'Average score', value: formatPercent(analytics.avgScorePercentage) }
      : null,
    analytics.avgTimeUtilizationPercentage !== null
      ? { label: 'Average time used', value: formatPercent(analytics.avgTimeUtilizationPercentage) }
      : null,
    analytics.topExam
      ? {
          label: 'Best test',
          value: `${analytics.topExam.title} (${formatPercent(analytics.topExam.scorePercentage)})`,
        }
      : null,
    analytics.lowestExam
      ? {
          label: 'Lowest test',
          value: `${analytics.lowestExam.title} (${formatPercent(analytics.lowestExam.scorePercentage)})`,
        }
      : null,
  ];
  return stats.filter((stat): stat is Stat => stat !== null);
}

/** My tests, with the figures the API works out for them, and my score % test after test. */
export function AssessmentProgress({ analytics }: { analytics: AssessmentAnalytics }) {
  const points = assessmentPoints(analytics);
  if (points.length === 0) {
    return <EmptyState>No tests yet. Your test scores show here after your first test.</EmptyState>;
  }
  return (
    <Card>
      <StatRow stats={assessmentStats(analytics)} />
      <ScoreChart points={points} xLabel="Test" />
      <FiguresDetails>
        <ScoreTable caption="Every test, oldest first" points={points} rowLabel="Test" />
      </FiguresDetails>
    </Card>
  );
}
