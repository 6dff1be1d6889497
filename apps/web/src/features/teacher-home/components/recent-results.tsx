import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatDateTime, formatPercent, formatScore } from '@/lib/format';
import { scorePercentage } from '@/lib/score-percentage';
import type { TeacherResult } from '@/types/api';

/** The newest results of my exams, each opening its review. */
export function RecentResults({ results }: { results: readonly TeacherResult[] }) {
  const { t } = useTranslation('teacherHome');
  if (results.length === 0) return <EmptyState>{t('recent.none')}</EmptyState>;
  return (
    <List
      size="small"
      dataSource={[...results]}
      renderItem={(result) => (
        <List.Item>
          <List.Item.Meta
            title={
              <RouterLink to={paths.teacherResult.getHref(result.result_id)}>
                {result.student.fullname} · {result.examDetails.title}
              </RouterLink>
            }
            description={formatDateTime(result.date_completed)}
          />
          <Typography.Text strong>
            {formatScore(result.score, result.total_marks)} (
            {formatPercent(scorePercentage(result.score, result.total_marks))})
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
