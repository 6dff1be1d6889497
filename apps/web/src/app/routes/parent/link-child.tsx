import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { LinkChildForm } from '@/features/family/components/link-child-form';
import { useFamilyNavigation } from '@/features/family/use-family-navigation';

/** Another child to follow: their family code, then their page. */
export default function LinkChildRoute() {
  const { t } = useTranslation('parentArea');
  const { linked } = useFamilyNavigation();
  return (
    <Page title={t('linkChild.title')} intro={t('linkChild.intro')}>
      <Card>
        <LinkChildForm onLinked={linked} />
      </Card>
    </Page>
  );
}
