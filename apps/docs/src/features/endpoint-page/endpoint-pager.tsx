import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { Endpoint } from '@/lib/openapi/endpoint';

/** Links to the endpoints before and after this one in the documentation order. */
export function EndpointPager({
  previous,
  next,
}: {
  previous: Endpoint | undefined;
  next: Endpoint | undefined;
}) {
  return (
    <nav aria-label="Other endpoints" style={{ marginTop: 48 }}>
      <Flex justify="space-between" gap={16}>
        {previous ? (
          <ButtonLink to={paths.endpoint.getHref(previous.index)} icon={<ArrowLeftOutlined aria-hidden />}>
            Previous: {previous.label}
          </ButtonLink>
        ) : (
          <span />
        )}
        {next && (
          <ButtonLink
            to={paths.endpoint.getHref(next.index)}
            icon={<ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            Next: {next.label}
          </ButtonLink>
        )}
      </Flex>
    </nav>
  );
}
