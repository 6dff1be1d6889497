import { useQuery } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { useMyResults } from '@/features/results/api/get-my-results';
import { ResultList } from '@/features/results/components/result-list';

export default function ResultsRoute() {
  const exams = useQuery(examQueries.studentList());
  const attemptedIds = (exams.data ?? [])
    .filter((exam) => exam.totalAttempted > 0)
    .map((exam) => exam.exam_id);
  const results = useMyResults(attemptedIds);

  return (
    <Page title="My results" intro="Every exam you finished, newest first. Each has a PDF report.">
      {exams.isPending || results.isPending ? (
        <LoadingBlock label="Loading your results" rows={6} />
      ) : exams.isError ? (
        <ApiErrorAlert error={exams.error} onRetry={() => void exams.refetch()} />
      ) : results.error ? (
        <ApiErrorAlert error={results.error} onRetry={results.refetch} />
      ) : (
        <ResultList results={results.results} />
      )}
    </Page>
  );
}
