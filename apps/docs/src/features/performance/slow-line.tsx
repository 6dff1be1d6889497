import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

export function SlowLine() {
  return (
    <Typography.Paragraph>
      Every text response over 1 KiB goes out brotli- or gzip-compressed, as the client’s{' '}
      <InlineCode>Accept-Encoding</InlineCode> prefers (<InlineCode>@fastify/compress</InlineCode>, brotli at
      its fast quality 4 for what is made per request): the OpenAPI document, for one, shrinks more than
      fivefold. The built app and documentation site are compressed once, at build time, at brotli’s best
      quality and gzip’s best level (<InlineCode>packages/react-common/src/precompress-plugin.js</InlineCode>{' '}
      writes a <InlineCode>.br</InlineCode> and a <InlineCode>.gz</InlineCode> beside each file), and sent as
      they are. Request bodies are never inflated. Both pages say what they are in their HTML, so a reader on
      a slow line sees words before any script has arrived.
    </Typography.Paragraph>
  );
}
