import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { practiceQueries } from '@/api/practice-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TakeExam } from '@/features/take-exam/components/take-exam';
import type { TodaysPractice } from '@/types/api';

/**
 * Today's set, taken as any exam is: typed answers, saved as I go, handed in at the end. A set already
 * handed in shows what I got.
 */
export default function PracticeRoute() {
  const { t } = useTranslation('studentExams');
  const today = useQuery(practiceQueries.today());
  // The set on screen stays as it was first read: reading it again (the window regaining focus) must not
  // take the questions, and the answers not yet sent, away.
  const [shown, setShown] = useState<TodaysPractice | null>(null);
  if (!shown && today.data) setShown(today.data);

  if (shown) {
    if (shown.attempt.status === 'finished') {
      const resultId = shown.attempt.result?.result_id;
      return <Navigate to={resultId ? paths.result.getHref(resultId) : paths.exams.getHref()} replace />;
    }
    return (
      <Page title={t('today.title')}>
        <TakeExam key={shown.attempt.attempt_id} attempt={shown.attempt} />
      </Page>
    );
  }
  if (today.isError) {
    return (
      <Page title={t('today.title')}>
        <ApiErrorAlert error={today.error} onRetry={() => void today.refetch()} />
        <ButtonLink to={paths.exams.getHref()} style={{ marginTop: 16 }}>
          {t('today.backToMyExams')}
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={t('today.title')}>
      <LoadingBlock label={t('today.loading')} rows={6} />
    </Page>
  );
}
