import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusTag } from '@/components/ui/status-tag';
import { formatDate, formatScore } from '@/lib/format';
import type { ResultDetail } from '@/types/api';
import './family.css';

/**
 * The child's newest results, as the child sees them: the exam, the date and the score of its marks. A
 * day's practice is named in the screen's language, not by the title the API gave it.
 */
export function LatestResults({ results, name }: { results: readonly ResultDetail[]; name: string }) {
  const { t } = useTranslation('family');
  if (results.length === 0) return <EmptyState>{t('results.none', { name })}</EmptyState>;
  return (
    <ul className="family-list">
      {results.map((result) => {
        const title = result.examDetails.daily_practice
          ? t('results.dailyPractice')
          : result.examDetails.title;
        const date = formatDate(result.date_completed);
        return (
          <li key={result.result_id}>
            <Card size="small">
              <article aria-label={t('results.record', { title, date })}>
                <Flex justify="space-between" align="start" gap={12}>
                  <div>
                    <Typography.Title level={3} className="family-item-title">
                      {title}
                    </Typography.Title>
                    <Typography.Text type="secondary">{date}</Typography.Text>
                  </div>
                  <Typography.Text strong className="family-score">
                    {formatScore(result.score, result.total_marks)}
                  </Typography.Text>
                </Flex>
                <Flex gap={8} wrap style={{ marginTop: 8 }}>
                  <StatusTag tone={result.type === 'practice' ? 'blue' : 'purple'}>
                    {t(result.type === 'practice' ? 'results.practice' : 'results.test')}
                  </StatusTag>
                  {result.superseded && <StatusTag tone="grey">{t('results.replaced')}</StatusTag>}
                </Flex>
              </article>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
