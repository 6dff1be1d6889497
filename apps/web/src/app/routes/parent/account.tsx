import { LogoutOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { AccountLanguage } from '@/features/parent-account/components/account-language';
import { DeleteAccount } from '@/features/parent-account/components/delete-account';
import { ParentDetails } from '@/features/parent-account/components/parent-details';
import { endSession } from '@/lib/api-client';

export default function ParentAccountRoute() {
  const { t } = useTranslation('parentArea');
  const profile = useQuery(accountQueries.parent());
  return (
    <Page title={t('account.title')}>
      <Loaded query={profile} label={t('account.loading')} rows={4}>
        {(parent) => (
          <>
            <Card>
              <ParentDetails parent={parent} />
            </Card>
            <PageSection title={t('account.language')}>
              <Card>
                <AccountLanguage parent={parent} />
              </Card>
            </PageSection>
            <PageSection title={t('account.signOut')}>
              <Card>
                <Typography.Paragraph>{t('account.signOutIntro')}</Typography.Paragraph>
                <Button icon={<LogoutOutlined aria-hidden />} onClick={() => endSession()}>
                  {t('account.signOut')}
                </Button>
              </Card>
            </PageSection>
            <PageSection title={t('account.deleteAccount')}>
              <Card>
                <DeleteAccount username={parent.username} />
              </Card>
            </PageSection>
          </>
        )}
      </Loaded>
    </Page>
  );
}
