import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Text } = Typography;

export function EveryDevice() {
  return (
    <ul style={{ paddingInlineStart: 20 }}>
      <li>
        <Text strong>Sessions.</Text> The access token is kept in memory only; the refresh token is shared by
        the app’s tabs in IndexedDB, so a reload, a duplicated tab (a teacher’s second screen) and a link
        opened in a new tab all stay signed in, and signing out in one tab signs out all of them. Tabs renew
        the session in turn (under a Web Lock, where the page is served over https or from localhost), each
        spending the token the last one stored. Closing the last tab still signs out, as a device a class
        shares needs: a new tab takes up the stored session only if an open tab of the app answers that it
        holds it (asked on a BroadcastChannel), or it is the same tab reloaded or duplicated (its{' '}
        <InlineCode>sessionStorage</InlineCode> says so). A refused access token is renewed once (requests
        refused at the same time share that one renewal, since a refresh token works only once) and the
        request retried; when the renewal is refused the app signs out and says so.
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
