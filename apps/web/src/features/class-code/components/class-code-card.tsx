import { Card, Flex, Typography } from 'antd';
import { CopyButton } from '@/components/ui/copy-button';
import { RouterLink } from '@abacus/react-common/router-link';
import { classCode } from '@/config/class-code';
import { paths } from '@/config/paths';
import { useJoinLink } from '@/hooks/use-join-link';
import type { TeacherProfile } from '@/types/api';
import { ClassCodeText } from './class-code-text';
import { JoinCodeLevers } from './join-code-levers';
import { JoinQrCode } from './join-qr-code';
import { JoinSlips } from './join-slips';
import './class-code.css';

interface ClassCodeCardProps {
  profile: TeacherProfile;
  /** With the levers to draw a new code and to turn joining off (the account screen). */
  levers?: boolean;
}

/**
 * The class code as a teacher hands it out: big enough to read from the back of a classroom, the link
 * that fills it in and its QR code, each a button away from the clipboard, and slips to print.
 */
export function ClassCodeCard({ profile, levers = false }: ClassCodeCardProps) {
  const code = classCode.of(profile);
  const joinLink = useJoinLink(code);
  return (
    <section aria-label="Your class code">
      <Card className="class-code-card">
        <div className="class-code-main">
          <h2 className="card-heading">Your class code</h2>
          {code === null || joinLink === null ? (
            <Typography.Paragraph style={{ marginTop: 8 }}>
              Joining is turned off: students cannot join your class by themselves.{' '}
              {levers ? (
                'You can still add them on the Students screen.'
              ) : (
                <>
                  Add them here, or turn joining on in{' '}
                  <RouterLink to={paths.teacherAccount.getHref()}>your account</RouterLink>.
                </>
              )}
            </Typography.Paragraph>
          ) : (
            <>
              <ClassCodeText code={code} className="join-code" />
              <Flex gap={12} wrap align="center">
                <CopyButton text={code} label="Copy code" copiedNotice="The class code is copied." />
                <CopyButton text={joinLink} label="Copy link" copiedNotice="The join link is copied." />
                <JoinSlips code={code} joinLink={joinLink} teacherName={profile.fullname} />
              </Flex>
              <Typography.Paragraph style={{ margin: '12px 0 0' }}>
                Children type it after “Join your class with a code” on the sign-in screen, open{' '}
                <span className="join-link">{joinLink}</span>, or scan the QR code.
              </Typography.Paragraph>
            </>
          )}
          {levers && <JoinCodeLevers profile={profile} />}
        </div>
        {joinLink !== null && (
          <figure className="class-code-qr">
            <JoinQrCode link={joinLink} size="148px" />
            <figcaption>Scan to join</figcaption>
          </figure>
        )}
      </Card>
    </section>
  );
}
