import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { examQueries } from '@/api/exam-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TeacherExamList } from '@/features/exam-list/components/teacher-exam-list';
import { ExamsOrGradings } from '@/features/grading/components/exams-or-gradings';

export default function TeacherExamsRoute() {
  const { t } = useTranslation('teacherArea');
  const exams = useQuery(examQueries.teacherList());
  return (
    <Page title={t('exams.title')} intro={t('exams.intro')}>
      <ExamsOrGradings />
      <ButtonLink
        type="primary"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        to={paths.newExam.getHref()}
        style={{ marginBottom: 16 }}
      >
        {t('exams.newExam')}
      </ButtonLink>
      {exams.isPending ? (
        <LoadingBlock label={t('exams.loading')} rows={6} />
      ) : exams.isError ? (
        <ApiErrorAlert error={exams.error} onRetry={() => void exams.refetch()} />
      ) : (
        <TeacherExamList exams={exams.data} />
      )}
    </Page>
  );
}
