import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Paragraph, Text } = Typography;

export function EnvironmentConfiguration() {
  return (
    <>
      <Paragraph>
        <InlineCode>NODE_ENV</InlineCode> selects the mode. <Text strong>development</Text> (the default)
        prints readable logs and writes <InlineCode>logs/application.log</InlineCode> and{' '}
        <InlineCode>logs/error.log</InlineCode>, and generates token secrets once into{' '}
        <InlineCode>DATA_DIR</InlineCode>. <Text strong>production</Text> writes JSON logs to stdout and
        stderr, listens on every interface and refuses to start without{' '}
        <InlineCode>ACCESS_TOKEN_SECRET</InlineCode> and <InlineCode>REFRESH_TOKEN_SECRET</InlineCode>.{' '}
        <Text strong>test</Text> is what the test suite uses: it hashes new passwords at argon2&apos;s least
        cost, since it makes thousands of accounts, so it is never a mode to serve a school in.
      </Paragraph>
      <Paragraph>
        The server reads a <InlineCode>.env</InlineCode> file from the folder it starts in, when there is one;
        variables already in the environment win. All of them are checked at start, and an invalid value stops
        the server with one line per problem. The full list is on{' '}
        <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
      </Paragraph>
    </>
  );
}
