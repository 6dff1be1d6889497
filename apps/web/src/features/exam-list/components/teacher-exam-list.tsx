import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { examOpening } from '@/lib/exam-opening';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useDownloadWorksheet } from '../api/download-worksheet';
import { useSetExamOpen } from '../api/set-exam-open';

function TeacherExamCard({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation('examList');
  const setOpen = useSetExamOpen();
  const worksheet = useDownloadWorksheet();
  const [modal, modalHolder] = Modal.useModal();
  const switchId = `open-${exam.exam_id}`;
  // Closing ends the attempts running now: with children in the middle of it, the teacher is asked first.
  const switchTo = (open: boolean) => {
    if (open || exam.taking_now === 0) return setOpen.mutate({ examId: exam.exam_id, open });
    void modal.confirm({
      title: t('closeWhileTaken.title', {
        count: exam.taking_now,
        children: formatNumber(exam.taking_now),
      }),
      content: t('closeWhileTaken.what'),
      okText: t('closeWhileTaken.close'),
      okButtonProps: { danger: true },
      cancelText: t('closeWhileTaken.keepOpen'),
      onOk: () => setOpen.mutate({ examId: exam.exam_id, open: false }),
    });
  };
  return (
    <Card>
      {modalHolder}
      <article aria-label={exam.title}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            <RouterLink to={paths.teacherExam.getHref(exam.exam_id)}>{exam.title}</RouterLink>
          </Typography.Title>
          <StatusTag tone={exam.type === 'practice' ? 'blue' : 'purple'}>
            {exam.type === 'practice' ? t('practice') : t('test')}
          </StatusTag>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          {[
            t('facts.level', { level: exam.level }),
            t('facts.questions', { count: exam.total_questions, number: formatNumber(exam.total_questions) }),
            t('facts.minutes', { number: formatNumber(exam.duration) }),
            t('facts.students', { count: exam.unique_students, number: formatNumber(exam.unique_students) }),
          ].join(' · ')}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex align="center" gap={8}>
            <Switch id={switchId} checked={exam.is_active} loading={setOpen.isPending} onChange={switchTo} />
            <label htmlFor={switchId}>{examOpening(exam)}</label>
          </Flex>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            loading={worksheet.isPending}
            onClick={() => worksheet.mutate({ examId: exam.exam_id, title: exam.title })}
            aria-label={t('worksheetPdfOf', { title: exam.title })}
          >
            {t('worksheetPdf')}
          </Button>
        </Flex>
        {(setOpen.isError || worksheet.isError) && (
          <div style={{ marginTop: 12 }}>
            <ApiErrorAlert error={setOpen.error ?? worksheet.error} />
          </div>
        )}
      </article>
    </Card>
  );
}

/** My exams, each with its open/closed switch and its printable worksheet. */
export function TeacherExamList({ exams }: { exams: readonly TeacherExam[] }) {
  const { t } = useTranslation('examList');
  if (exams.length === 0) return <EmptyState>{t('noExams')}</EmptyState>;
  return (
    <Flex vertical gap={16}>
      {exams.map((exam) => (
        <TeacherExamCard key={exam.exam_id} exam={exam} />
      ))}
    </Flex>
  );
}
