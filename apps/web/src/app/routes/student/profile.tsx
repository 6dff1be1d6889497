import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { accountQueries } from '@/api/account-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  const profile = useQuery(accountQueries.student());
  return (
    <Page title="My profile" intro="Your details. Change what is wrong, then press “Save changes”.">
      {profile.isPending ? (
        <LoadingBlock label="Loading your profile" rows={6} />
      ) : profile.isError ? (
        <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <Card>
            <ProfileForm profile={profile.data} />
          </Card>
          <PageSection title="Change password">
            <Card>
              <PasswordForm username={profile.data.username} account="student" />
            </Card>
          </PageSection>
        </>
      )}
    </Page>
  );
}
