import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { attemptQueries } from '@/api/attempt-queries';
import { examQueries } from '@/api/exam-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { PaperSections, usePaperOf } from '@/features/grading/components/paper-sections';
import { ReadyToStart } from '@/features/take-exam/components/ready-to-start';
import { TakeExam } from '@/features/take-exam/components/take-exam';

/**
 * The exam in the address: first "ready?" (how many questions, how long, how many tries), then my
 * attempt, started or resumed. An attempt still open resumes at once: its clock is already running.
 */
export default function TakeExamRoute() {
  const { t } = useTranslation('studentArea');
  const { examId = '' } = useParams();
  const exams = useQuery(examQueries.studentList());
  const exam = exams.data?.find((candidate) => candidate.exam_id === examId);
  const [ready, setReady] = useState(false);
  const [tick, setTick] = useState(false);
  // An exam not in my list (closed since, or not mine) is asked for anyway: the API says why it cannot start.
  const starting = ready || Boolean(exam?.openAttempt) || exams.isError || (exams.isSuccess && !exam);
  // Once asked for, the attempt stays on screen: the list, read again when something changes, must not
  // take a running exam (and the answers not yet sent) away.
  if (starting && !ready) setReady(true);
  const attempt = useQuery({ ...attemptQueries.current(examId), enabled: starting });
  // A section of a whole paper: the child moves between its sections freely, on the paper's one clock.
  const paper = usePaperOf(examId);

  if (!starting) {
    if (!exam) {
      return (
        <Page title={t('takeExam.gettingReady')}>
          <LoadingBlock label={t('takeExam.loadingExam')} rows={4} />
        </Page>
      );
    }
    return (
      <Page title={exam.title}>
        <ReadyToStart
          exam={exam}
          paperMinutes={paper?.minutes}
          tick={tick}
          onTick={setTick}
          onStart={() => setReady(true)}
        />
      </Page>
    );
  }
  if (attempt.isPending) {
    return (
      <Page title={t('takeExam.gettingReady')}>
        <LoadingBlock label={t('takeExam.loadingQuestions')} rows={6} />
      </Page>
    );
  }
  if (attempt.isError) {
    return (
      <Page title={t('takeExam.cannotStart')}>
        <ApiErrorAlert error={attempt.error} />
        <ButtonLink to={paths.exams.getHref()} style={{ marginTop: 16 }}>
          {t('takeExam.backToMyExams')}
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title={attempt.data.attempt.exam.title} clampTitle>
      {paper && <PaperSections paper={paper} examId={examId} />}
      <TakeExam
        key={attempt.data.attempt.attempt_id}
        attempt={attempt.data.attempt}
        tick={tick}
        freeTo={paper?.sections.map((section) => paths.takeExam.getHref(section.exam_id))}
      />
    </Page>
  );
}
