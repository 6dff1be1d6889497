import { DownloadOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { GradeRecord, LinkedChild, PracticeWeek } from '@/types/api';
import { useDownloadChildCertificate, useDownloadWeeklyReport } from '../api/download-child-pdfs';
import './family.css';

/** The certificate of a grade the child passed, as a PDF. */
export function ChildCertificateButton({ child, record }: { child: LinkedChild; record: GradeRecord }) {
  const { t } = useTranslation('family');
  const download = useDownloadChildCertificate(child);
  return (
    <Flex vertical gap={8} align="start">
      <Button
        className="family-button"
        icon={<TrophyOutlined aria-hidden />}
        loading={download.isPending}
        aria-label={t('certificate.of', { grade: record.award ?? record.grade })}
        onClick={() => download.mutate(record)}
      >
        {t('certificate.button')}
      </Button>
      {download.isError && <ApiErrorAlert error={download.error} />}
    </Flex>
  );
}

/** The one-page report of the week on screen, as a PDF. */
export function WeeklyReportButton({ child, practice }: { child: LinkedChild; practice: PracticeWeek }) {
  const { t } = useTranslation('family');
  const download = useDownloadWeeklyReport(child);
  const monday = practice.week[0]?.day ?? practice.today;
  return (
    <Flex vertical gap={8} align="start">
      <Button
        className="family-button"
        size="large"
        icon={<DownloadOutlined aria-hidden />}
        loading={download.isPending}
        aria-label={t('week.reportOf', { name: child.fullname })}
        onClick={() => download.mutate({ monday })}
      >
        {t('week.report')}
      </Button>
      {download.isError && <ApiErrorAlert error={download.error} />}
    </Flex>
  );
}
