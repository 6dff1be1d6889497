import { Card, Flex, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { RouterLink } from '@abacus/react-common/router-link';
import { classCode } from '@/config/class-code';
import { paths } from '@/config/paths';
import { useJoinLink } from '@/hooks/use-join-link';
import type { TeacherProfile } from '@/types/api';
import { ClassCodeText } from './class-code-text';
import { JoinCodeLevers } from './join-code-levers';
import { QrCode } from '@/components/qr/qr-code';
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
  const { t } = useTranslation('classCode');
  const code = classCode.of(profile);
  const joinLink = useJoinLink(code);
  return (
    <section aria-label={t('card.title')}>
      <Card className="class-code-card">
        <div className="class-code-main">
          <h2 className="card-heading">{t('card.title')}</h2>
          {code === null || joinLink === null ? (
            <Typography.Paragraph style={{ marginTop: 8 }}>
              {t('card.joiningOff')}{' '}
              {levers ? (
                t('card.addOnStudentsScreen')
              ) : (
                <Trans
                  t={t}
                  i18nKey="card.addHereOrTurnOn"
                  components={{ account: <RouterLink to={paths.teacherAccount.getHref()} /> }}
                />
              )}
            </Typography.Paragraph>
          ) : (
            <>
              <ClassCodeText code={code} className="join-code" />
              <Flex gap={12} wrap align="center">
                <CopyButton text={code} label={t('card.copyCode')} copiedNotice={t('card.codeCopied')} />
                <CopyButton text={joinLink} label={t('card.copyLink')} copiedNotice={t('card.linkCopied')} />
                <JoinSlips code={code} joinLink={joinLink} teacherName={profile.fullname} />
              </Flex>
              <Typography.Paragraph style={{ margin: '12px 0 0' }}>
                <Trans
                  t={t}
                  i18nKey="card.howChildrenJoin"
                  values={{ joinLink }}
                  components={{ address: <span className="join-link" /> }}
                />
              </Typography.Paragraph>
            </>
          )}
          {levers && <JoinCodeLevers profile={profile} />}
        </div>
        {joinLink !== null && (
          <figure className="class-code-qr">
            <QrCode link={joinLink} label={t('qrCode', { link: joinLink })} size="148px" />
            <figcaption>{t('card.scanToJoin')}</figcaption>
          </figure>
        )}
      </Card>
    </section>
  );
}
