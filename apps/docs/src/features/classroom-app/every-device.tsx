import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Text } = Typography;

export function EveryDevice() {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      <li>
        <Text strong>Sessions.</Text> The access token is kept in memory only and the refresh token in{' '}
        <InlineCode>sessionStorage</InlineCode>: a reload keeps the student signed in, closing the tab signs
        them out. A refused access token is renewed once (requests refused at the same time share that one
        renewal, since a refresh token works only once) and the request retried; when the renewal is refused
        the app signs out and says so.
      </li>
      <li>
        <Text strong>Numbers</Text> read the same on every device, whatever its language: digits grouped in
        threes with a thin space and a decimal point (<InlineCode>12 345.5</InlineCode>, the SI style, which
        no reader mistakes for a decimal comma), percentages with at most one decimal, dates as{' '}
        <InlineCode>23 Nov 2026</InlineCode> (never <InlineCode>03/04</InlineCode>).
      </li>
      <li>
        <Text strong>For children and every device:</Text> 18 px text and 48 px controls, calm colours with AA
        contrast, from a 360 px phone to a desktop, usable with the keyboard alone, and no animation when the
        device asks for reduced motion.
      </li>
    </ul>
  );
}
