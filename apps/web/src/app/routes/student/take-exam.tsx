import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { attemptQueries } from '@/api/attempt-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TakeExam } from '@/features/take-exam/components/take-exam';

/** Starts (or resumes) my attempt of the exam in the address, then lets me take it. */
export default function TakeExamRoute() {
  const { examId = '' } = useParams();
  const attempt = useQuery(attemptQueries.current(examId));

  if (attempt.isPending) {
    return (
      <Page title="Getting your exam ready">
        <LoadingBlock label="Loading the questions" rows={6} />
      </Page>
    );
  }
  if (attempt.isError) {
    return (
      <Page title="This exam cannot be started">
        <ApiErrorAlert error={attempt.error} />
        <ButtonLink to={paths.exams.getHref()} style={{ marginTop: 16 }}>
          Back to my exams
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={attempt.data.attempt.exam.title}>
      <TakeExam key={attempt.data.attempt.attempt_id} attempt={attempt.data.attempt} />
    </Page>
  );
}
