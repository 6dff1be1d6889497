import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { resultQueries } from '@/api/result-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { ResultReview } from '@/features/results/components/result-review';

/** One result of one of my exams, for its teacher: every answer, with the right ones. */
export default function TeacherResultRoute() {
  const { t } = useTranslation('teacherArea');
  const { resultId = '' } = useParams();
  const review = useQuery(resultQueries.detail(resultId));
  return (
    <Loaded query={review} label={t('result.loading')}>
      {(found) => (
        <Page title={`${found.student.fullname}: ${found.examDetails.title}`}>
          <ResultReview review={found} reader="teacher" />
        </Page>
      )}
    </Loaded>
  );
}
