import { Result } from 'antd';
import { Page } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <Page title="404 NOT FOUND">
      <Result
        status="404"
        subTitle="There is no page at this address. It may have moved, or the link may be mistyped."
        extra={
          <ButtonLink type="primary" to={paths.welcome.getHref()}>
            Go to the welcome page
          </ButtonLink>
        }
      />
    </Page>
  );
}
