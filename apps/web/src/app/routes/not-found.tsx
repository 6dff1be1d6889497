import { Result } from 'antd';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <PublicLayout>
      <Page title="Page not found">
        <Result
          status="404"
          subTitle="There is nothing at this address. The link may be wrong."
          extra={
            <ButtonLink type="primary" to={paths.home.getHref()}>
              Go to the start
            </ButtonLink>
          }
        />
      </Page>
    </PublicLayout>
  );
}
