import { Card } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AssessmentAnalytics } from '@/types/api';
import { assessmentPoints } from '../progress-figures';
import { FiguresDetails } from './figures-details';
import { ScoreChart } from './score-chart';
import { ScoreTable } from './score-table';
import { StatRow, type Stat } from './stat-row';

function assessmentStats(analytics: AssessmentAnalytics, t: TFunction<'progress'>): Stat[] {
  const stats: (Stat | null)[] = [
    { label: t('tests.taken'), value: formatNumber(analytics.totalAssessmentExams) },
    analytics.avgScorePercentage !== null
      ? { label: t('tests.averageScore'), value: formatPercent(analytics.avgScorePercentage) }
      : null,
    analytics.avgTimeUtilizationPercentage !== null
      ? { label: t('tests.averageTime'), value: formatPercent(analytics.avgTimeUtilizationPercentage) }
      : null,
    analytics.topExam
      ? {
          label: t('tests.best'),
          value: `${analytics.topExam.title} (${formatPercent(analytics.topExam.scorePercentage)})`,
        }
      : null,
    analytics.lowestExam
      ? {
          label: t('tests.lowest'),
          value: `${analytics.lowestExam.title} (${formatPercent(analytics.lowestExam.scorePercentage)})`,
        }
      : null,
  ];
  return stats.filter((stat): stat is Stat => stat !== null);
}

/** My tests, with the figures the API works out for them, and my score % test after test. */
export function AssessmentProgress({ analytics }: { analytics: AssessmentAnalytics }) {
  const { t } = useTranslation('progress');
  const points = assessmentPoints(analytics);
  if (points.length === 0) {
    return <EmptyState>{t('tests.empty')}</EmptyState>;
  }
  return (
    <Card>
      <StatRow stats={assessmentStats(analytics, t)} />
      <ScoreChart points={points} unit="test" />
      <FiguresDetails>
        <ScoreTable caption={t('tests.everyTest')} points={points} unit="test" />
      </FiguresDetails>
    </Card>
  );
}
