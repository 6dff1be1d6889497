import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { examOpening } from '@/lib/exam-opening';
import { formatDate, formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useDownloadExamReport } from '../api/download-exam-report';
import { questionsInWords } from '../questions-in-words';

interface ExamOverviewProps {
  exam: TeacherExam;
  /** The worksheet download, from the exam list's feature: printed the same from both screens. */
  worksheet: { download: () => void; pending: boolean; error: unknown };
}

/** The exam at a glance, with its two printouts: the worksheet and the report of its results. */
export function ExamOverview({ exam, worksheet }: ExamOverviewProps) {
  const report = useDownloadExamReport();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'kind', label: 'Kind', children: exam.type === 'practice' ? 'Practice' : 'Test (once)' },
          { key: 'level', label: 'Level', children: exam.level },
          {
            key: 'open',
            label: 'Open or closed',
            children: exam.is_deleted ? 'Deleted' : examOpening(exam),
          },
          { key: 'minutes', label: 'Minutes allowed', children: formatNumber(exam.duration) },
          { key: 'questions', label: 'Questions', children: formatNumber(exam.total_questions) },
          {
            key: 'marks',
            label: 'Marks',
            children: `${formatNumber(exam.total_marks)} (${formatNumber(exam.total_marks_per_question)} each)`,
          },
          { key: 'numbers', label: 'Each question', children: questionsInWords(exam.settings) },
          {
            key: 'answers',
            label: 'Answers',
            children:
              exam.answerMode === 'typed' ? 'Children write each answer' : 'Four answers to choose from',
          },
          {
            key: 'taken',
            label: 'Results',
            children: `${formatNumber(exam.total_attended)} from ${formatNumber(exam.unique_students)} students`,
          },
          { key: 'version', label: 'Questions version', children: exam.questions_version },
          { key: 'created', label: 'Made on', children: formatDate(exam.createdAt) },
        ]}
      />
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          loading={worksheet.pending}
          onClick={worksheet.download}
        >
          Worksheet PDF
        </Button>
        <Button
          icon={<FilePdfOutlined aria-hidden />}
          loading={report.isPending}
          onClick={() => report.mutate({ examId: exam.exam_id, title: exam.title })}
        >
          Exam report PDF
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
