import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { useTeacherProfile } from '@/features/teacher/api/get-teacher-profile';
import { TeacherProfile } from '@/features/teacher/components/teacher-profile';

export default function TeacherHomeRoute() {
  const profile = useTeacherProfile();
  return (
    <Page title="Your account" intro="Share the class code or the join link with your students.">
      {profile.isPending ? (
        <LoadingBlock label="Loading your account" />
      ) : profile.isError ? (
        <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <TeacherProfile profile={profile.data} />
      )}
    </Page>
  );
}
