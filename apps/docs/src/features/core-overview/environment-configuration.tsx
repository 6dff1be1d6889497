import { Typography } from 'antd';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

const { Paragraph, Text } = Typography;

export function EnvironmentConfiguration() {
  return (
    <>
      <Paragraph>
        <Text code>NODE_ENV</Text> selects the mode. <Text strong>development</Text> (the default) prints
        readable logs and writes <Text code>logs/application.log</Text> and <Text code>logs/error.log</Text>,
        and generates token secrets once into <Text code>DATA_DIR</Text>. <Text strong>production</Text>{' '}
        writes JSON logs to stdout and stderr, listens on every interface and refuses to start without{' '}
        <Text code>ACCESS_TOKEN_SECRET</Text> and <Text code>REFRESH_TOKEN_SECRET</Text>.{' '}
        <Text strong>test</Text> is what the test suite uses.
      </Paragraph>
      <Paragraph>
        The server reads a <Text code>.env</Text> file from the folder it starts in, when there is one;
        variables already in the environment win. All of them are checked at start, and an invalid value stops
        the server with one line per problem. The full list is on{' '}
        <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
      </Paragraph>
    </>
  );
}
