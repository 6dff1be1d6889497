import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function ForgottenPasswords() {
  return (
    <Paragraph>
      <InlineCode>POST /api/v1/student/{'{studentId}'}/password</InlineCode> with{' '}
      <InlineCode>{'{"password": "…"}'}</InlineCode> lets the student’s admin set a new password. Every
      session of the student ends in the same step: refresh tokens are revoked and access tokens issued under
      the old password are refused. Changing one’s own password (
      <InlineCode>PATCH /api/v1/student</InlineCode> or <InlineCode>PATCH /api/v1/admin</InlineCode> with{' '}
      <InlineCode>currentPassword</InlineCode>) does the same. Each token carries the time of the password it
      was issued under, to the millisecond, and the server compares it with the account’s for equality: a
      token issued a moment before a change never passes, and one issued a moment after always does, whatever
      the clocks.
    </Paragraph>
  );
}

export function ClosingAClass() {
  return (
    <Paragraph>
      An admin who deletes their account while they own students is kept (soft-deleted) and their class is
      closed: the join code is void, their students’ sessions are revoked with the deletion, and the students’
      logins, refreshes and access tokens get 403 “This class has been closed by its teacher”.
    </Paragraph>
  );
}
