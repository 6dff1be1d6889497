import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Text } = Typography;

export function Prerequisites() {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      <li>
        <Text strong>Node.js 20.19 or newer</Text> with npm (Node 20, 22 and 24 work).
      </li>
      <li>
        <Text strong>Git</Text>, to clone the repository.
      </li>
      <li>
        Nothing else for a first run: the API embeds PostgreSQL (PGlite). A PostgreSQL server and Redis are
        optional, set through <InlineCode>DATABASE_URL</InlineCode> and <InlineCode>REDIS_URL</InlineCode> —
        see <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
      </li>
      <li>
        Docker with the Compose plugin only for the{' '}
        <RouterLink to={paths.dockerInstallation.getHref()}>Docker installation</RouterLink>.
      </li>
    </ul>
  );
}
