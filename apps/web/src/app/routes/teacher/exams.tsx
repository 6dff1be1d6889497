import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TeacherExamList } from '@/features/exam-list/components/teacher-exam-list';

export default function TeacherExamsRoute() {
  const exams = useQuery(examQueries.teacherList());
  return (
    <Page title="Exams" intro="Open or close each exam for your class, and print it as a worksheet.">
      <ButtonLink
        type="primary"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        to={paths.newExam.getHref()}
        style={{ marginBottom: 16 }}
      >
        New exam
      </ButtonLink>
      {exams.isPending ? (
        <LoadingBlock label="Loading your exams" rows={6} />
      ) : exams.isError ? (
        <ApiErrorAlert error={exams.error} onRetry={() => void exams.refetch()} />
      ) : (
        <TeacherExamList exams={exams.data} />
      )}
    </Page>
  );
}
