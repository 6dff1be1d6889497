import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { MethodTag } from '@/components/ui/method-tag';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { Endpoint } from '@/lib/openapi/endpoint';

const AUTHENTICATION_TEXT = {
  none: 'No access token needed.',
  required: 'Needs an access token:',
  optional: 'Works without an access token, and behaves differently with one:',
} as const;

/** The method, the full URL and whether the call needs a token. */
export function EndpointRequestLine({ endpoint, origin }: { endpoint: Endpoint; origin: string }) {
  return (
    <div
      style={{
        padding: 16,
        borderRadius: 8,
        border: '1px solid #f0f0f0',
        background: '#ffffff',
        marginBottom: 24,
      }}
    >
      <Flex align="center" wrap>
        <MethodTag method={endpoint.method} />
        <InlineCode style={{ fontSize: 15 }}>
          {origin}
          {endpoint.path}
        </InlineCode>
      </Flex>
      {endpoint.documented && (
        <Typography.Paragraph style={{ margin: '12px 0 0' }}>
          {endpoint.authentication === 'none' ? <UnlockOutlined aria-hidden /> : <LockOutlined aria-hidden />}{' '}
          {AUTHENTICATION_TEXT[endpoint.authentication]}{' '}
          {endpoint.authentication !== 'none' && (
            <>
              send <InlineCode>Authorization: Bearer &lt;token&gt;</InlineCode> (see{' '}
              <RouterLink to={paths.authentication.getHref()}>Authentication</RouterLink>).
            </>
          )}
        </Typography.Paragraph>
      )}
    </div>
  );
}
