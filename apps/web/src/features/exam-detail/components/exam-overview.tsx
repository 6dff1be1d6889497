import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Collapse, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { examOpening } from '@/lib/exam-opening';
import { formatDate, formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useDownloadExamReport } from '../api/download-exam-report';
import { questionsInWords } from '../questions-in-words';
import { ExamChildren } from './exam-children';

interface ExamOverviewProps {
  exam: TeacherExam;
  /** The worksheet download, from the exam list's feature: printed the same from both screens. */
  worksheet: { download: () => void; pending: boolean; error: unknown };
}

/**
 * The exam at a glance, with its two printouts: the worksheet and the report of its results. What only
 * matters when something goes wrong (which version of the questions it has) waits under "Details".
 */
export function ExamOverview({ exam, worksheet }: ExamOverviewProps) {
  const { t } = useTranslation('examDetail');
  const report = useDownloadExamReport();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'kind',
            label: t('overview.kind'),
            children: exam.type === 'practice' ? t('overview.practice') : t('overview.test'),
          },
          { key: 'level', label: t('overview.level'), children: exam.level },
          { key: 'for', label: t('overview.for'), children: <ExamChildren exam={exam} /> },
          {
            key: 'open',
            label: t('overview.openOrClosed'),
            children: exam.is_deleted ? t('overview.deleted') : examOpening(exam),
          },
          { key: 'minutes', label: t('overview.minutesAllowed'), children: formatNumber(exam.duration) },
          { key: 'questions', label: t('overview.questions'), children: formatNumber(exam.total_questions) },
          {
            key: 'marks',
            label: t('overview.marks'),
            children: t('overview.marksEach', {
              total: formatNumber(exam.total_marks),
              each: formatNumber(exam.total_marks_per_question),
            }),
          },
          { key: 'numbers', label: t('overview.eachQuestion'), children: questionsInWords(exam.settings) },
          {
            key: 'answers',
            label: t('overview.answers'),
            children: exam.answerMode === 'typed' ? t('overview.written') : t('overview.choice'),
          },
          {
            key: 'taken',
            label: t('overview.results'),
            children: t('overview.resultsFrom', {
              count: exam.unique_students,
              results: formatNumber(exam.total_attended),
              students: formatNumber(exam.unique_students),
            }),
          },
          { key: 'created', label: t('overview.madeOn'), children: formatDate(exam.createdAt) },
        ]}
      />
      <Collapse
        ghost
        size="small"
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'details',
            label: t('overview.details'),
            children: (
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: 'version',
                    label: t('overview.questionsVersion'),
                    children: formatNumber(exam.questions_version),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          loading={worksheet.pending}
          onClick={worksheet.download}
        >
          {t('overview.worksheetPdf')}
        </Button>
        <Button
          icon={<FilePdfOutlined aria-hidden />}
          loading={report.isPending}
          onClick={() => report.mutate({ examId: exam.exam_id, title: exam.title })}
        >
          {t('overview.reportPdf')}
        </Button>
      </Flex>
      {(report.isError || worksheet.error !== null) && (
        <div style={{ marginTop: 12 }}>
          <ApiErrorAlert error={report.error ?? worksheet.error} />
        </div>
      )}
    </>
  );
}
