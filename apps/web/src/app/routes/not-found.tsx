import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation('publicArea');
  return (
    <PublicLayout>
      <Page title={t('notFound.title')}>
        <Result
          status="404"
          subTitle={t('notFound.nothingHere')}
          extra={
            <ButtonLink type="primary" to={paths.home.getHref()}>
              {t('notFound.goToStart')}
            </ButtonLink>
          }
        />
      </Page>
    </PublicLayout>
  );
}
