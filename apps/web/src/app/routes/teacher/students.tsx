import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { accountQueries } from '@/api/account-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { AddStudent } from '@/features/roster/components/add-student';
import { Roster } from '@/features/roster/components/roster';
import { ScreenNoticeAlert } from '@/components/ui/screen-notice-alert';
import { JoinCode } from '@/features/teacher-account/components/join-code';

export default function TeacherStudentsRoute() {
  const profile = useQuery(accountQueries.teacher());
  return (
    <Page title="Students" intro="Your class: open a student to change their details, level or password.">
      <ScreenNoticeAlert />
      <div style={{ marginBottom: 16 }}>
        <AddStudent />
      </div>
      <Roster />
      <PageSection title="Class code" intro="Students can also join your class by themselves with this code.">
        <Card>
          {profile.isPending ? (
            <LoadingBlock label="Loading your class code" />
          ) : profile.isError ? (
            <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
          ) : (
            <JoinCode profile={profile.data} />
          )}
        </Card>
      </PageSection>
    </Page>
  );
}
