import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';

export default function ProfileRoute() {
  const { t } = useTranslation('studentArea');
  const profile = useQuery(accountQueries.student());
  return (
    <Page title={t('profile.title')} intro={t('profile.intro')}>
      {profile.isPending ? (
        <LoadingBlock label={t('profile.loading')} rows={6} />
      ) : profile.isError ? (
        <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <Card>
            <ProfileForm profile={profile.data} />
          </Card>
          <PageSection title={t('profile.changePassword')}>
            <Card>
              <PasswordForm username={profile.data.username} account="student" />
            </Card>
          </PageSection>
        </>
      )}
    </Page>
  );
}
