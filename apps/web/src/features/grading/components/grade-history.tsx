import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate, formatScore } from '@/lib/format';
import { hasCertificate } from '../grading-outcome';
import type { GradeRecord } from '@/types/api';
import { CertificateButton } from './certificate-button';
import { OutcomeTag } from './outcome-tag';

interface GradeHistoryProps {
  records: readonly GradeRecord[];
  /** Said when there is none yet, to whoever reads it. */
  empty: string;
  /** The child, when their teacher reads it: the certificates are theirs. */
  student?: { student_id: string; fullname: string };
  /** The button of a passed grade's certificate, for a reader who downloads it another way (a parent). */
  certificate?: (record: GradeRecord) => ReactNode;
}

/** Every grading the child finished, newest first: grade, date, outcome, total and the certificate of a pass. */
export function GradeHistory({ records, empty, student, certificate }: GradeHistoryProps) {
  const { t } = useTranslation('grading');
  if (records.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {records.map((record) => {
        const date = record.completedAt && formatDate(record.completedAt);
        const grade = record.award ?? record.grade;
        return (
          <li key={record.grading_id}>
            <Card size="small">
              <article aria-label={t('history.record', { grade, title: record.title })}>
                <Flex justify="space-between" align="start" gap={12} wrap>
                  <div>
                    <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
                      {grade}
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      {date ? t('history.titleAndDate', { title: record.title, date }) : record.title}
                    </Typography.Text>
                  </div>
                  <OutcomeTag outcome={record.outcome} />
                </Flex>
                <Flex justify="space-between" align="center" gap={12} wrap style={{ marginTop: 8 }}>
                  <Typography.Text strong>
                    {t('history.total', { total: formatScore(record.total, record.fullMarks) })}
                  </Typography.Text>
                  {hasCertificate(record) &&
                    (certificate ? (
                      certificate(record)
                    ) : (
                      <CertificateButton
                        gradingId={record.grading_id}
                        grade={grade}
                        {...(student && { student })}
                      />
                    ))}
                </Flex>
              </article>
            </Card>
          </li>
        );
      })}
    </Flex>
  );
}
