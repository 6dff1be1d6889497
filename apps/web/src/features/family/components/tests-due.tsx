import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusTag } from '@/components/ui/status-tag';
import { formatMoment } from '@/lib/exam-opening';
import type { TestDue } from '@/types/api';
import './family.css';

/** The open tests the child has not taken that close within the week, each with when it closes. */
export function TestsDue({ tests }: { tests: readonly TestDue[] }) {
  const { t } = useTranslation('family');
  if (tests.length === 0) return <EmptyState>{t('testsDue.none')}</EmptyState>;
  return (
    <ul className="family-list">
      {tests.map((test) => (
        <li key={test.exam_id}>
          <Card size="small">
            <article aria-label={test.title}>
              <Flex justify="space-between" align="start" gap={12}>
                <Typography.Title level={3} className="family-item-title">
                  {test.title}
                </Typography.Title>
                <StatusTag tone={test.type === 'practice' ? 'blue' : 'purple'}>
                  {t(test.type === 'practice' ? 'testsDue.practice' : 'testsDue.test')}
                </StatusTag>
              </Flex>
              <Typography.Text>
                {t('testsDue.closes', { when: formatMoment(test.closes_at) })}
              </Typography.Text>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
