import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { TeacherExam } from '@/types/api';
import { useNotYetTaken } from '../api/get-dashboard-data';

/** For each open test, the students at its level who have not taken it yet. */
export function NotYetTaken({ tests }: { tests: readonly TeacherExam[] }) {
  const { t } = useTranslation('teacherHome');
  const analytics = useNotYetTaken(tests.map((test) => test.exam_id));
  if (tests.length === 0) return <EmptyState>{t('notYetTaken.noneOpen')}</EmptyState>;
  return (
    <List
      dataSource={tests.map((test, index) => ({ test, query: analytics[index]! }))}
      renderItem={({ test, query }) => (
        <List.Item>
          <div style={{ width: '100%' }}>
            <RouterLink to={paths.teacherExam.getHref(test.exam_id)}>
              <strong>{test.title}</strong>
            </RouterLink>{' '}
            <Typography.Text type="secondary">
              {t('notYetTaken.level', { level: test.level })}
            </Typography.Text>
            {query.isPending ? (
              <LoadingBlock label={t('notYetTaken.loading', { title: test.title })} rows={1} />
            ) : query.isError ? (
              <Alert type="error" showIcon title={query.error.message} />
            ) : query.data.analytics.notAttempted.length === 0 ? (
              <Typography.Paragraph style={{ margin: 0 }}>{t('notYetTaken.everyone')}</Typography.Paragraph>
            ) : (
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('notYetTaken.notYet')}{' '}
                {query.data.analytics.notAttempted.map((student, position) => (
                  <span key={student.studentId}>
                    {position > 0 && ', '}
                    <RouterLink to={paths.teacherStudent.getHref(student.studentId)}>
                      {student.studentName}
                    </RouterLink>
                  </span>
                ))}
                {query.data.analytics.totalNotAttempted > query.data.analytics.notAttempted.length &&
                  ` ${t('notYetTaken.more', {
                    count: query.data.analytics.totalNotAttempted - query.data.analytics.notAttempted.length,
                  })}`}
              </Typography.Paragraph>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
