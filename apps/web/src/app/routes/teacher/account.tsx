import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { practiceQueries } from '@/api/practice-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ClassCodeCard } from '@/features/class-code/components/class-code-card';
import { PracticeSettingsForm } from '@/features/practice-settings/components/practice-settings-form';
import { CloseAccount } from '@/features/teacher-account/components/close-account';
import { TeacherDetailsForm } from '@/features/teacher-account/components/teacher-details-form';

/** Whether closing keeps the account (it has a class): students, or results of its exams. */
function useHasClass(): boolean | undefined {
  const levels = useQuery(analyticsQueries.levels());
  const exams = useQuery(examQueries.teacherList());
  if (!levels.data || !exams.data) return undefined;
  return (
    levels.data.levels.some((level) => level.students > 0) ||
    exams.data.some((exam) => exam.total_attended > 0)
  );
}

export default function TeacherAccountRoute() {
  const { t } = useTranslation('teacherArea');
  const profile = useQuery(accountQueries.teacher());
  const hasClass = useHasClass();
  const practice = useQuery(practiceQueries.settings());
  return (
    <Page title={t('account.title')} intro={t('account.intro')}>
      {profile.isPending ? (
        <LoadingBlock label={t('account.loading')} rows={6} />
      ) : profile.isError ? (
        <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <Card>
            <TeacherDetailsForm profile={profile.data} />
          </Card>
          <div style={{ marginTop: 24 }}>
            <ClassCodeCard profile={profile.data} levers />
          </div>
          <PageSection title={t('account.dailyPractice')} intro={t('account.dailyPracticeIntro')}>
            <Card>
              {practice.isPending ? (
                <LoadingBlock label={t('account.loadingPractice')} />
              ) : practice.isError ? (
                <ApiErrorAlert error={practice.error} onRetry={() => void practice.refetch()} />
              ) : (
                <PracticeSettingsForm settings={practice.data} />
              )}
            </Card>
          </PageSection>
          <PageSection title={t('account.changePassword')}>
            <Card>
              <PasswordForm username={profile.data.username} account="teacher" />
            </Card>
          </PageSection>
          <PageSection title={t('account.closeAccount')}>
            <Card>
              {hasClass === undefined ? (
                <LoadingBlock label={t('account.checkingClosing')} />
              ) : (
                <CloseAccount username={profile.data.username} hasClass={hasClass} />
              )}
            </Card>
          </PageSection>
        </>
      )}
    </Page>
  );
}
