import { Alert, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/sign-in/components/sign-in-form';
import { problemInAppWords } from '@/lib/problem-words';
import { returnAddress, roleOfAddress } from '@/lib/return-address';
import { useSession } from '@/lib/use-session';

export default function SignInRoute() {
  const { t } = useTranslation('publicArea');
  const session = useSession();
  // The screen that sent here (a link opened in a new tab, a session that ended): where to go back to.
  const comeBackTo = returnAddress(useLocation().state);
  if (session.role !== null) return <Navigate to={comeBackTo ?? paths.home.getHref()} replace />;
  return (
    <PublicLayout>
      <Page title={t('signIn.title')} intro={t('signIn.intro')}>
        {session.signedOutReason && (
          <Alert
            type="info"
            showIcon
            title={problemInAppWords(session.signedOutReason)}
            style={{ marginBottom: 20 }}
          />
        )}
        <SignInForm initialRole={comeBackTo ? roleOfAddress(comeBackTo) : undefined} />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey="signIn.newHere"
            components={{ join: <RouterLink to={paths.join.getHref()} /> }}
          />
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey="signIn.aTeacher"
            components={{ start: <RouterLink to={paths.teacherSignUp.getHref()} /> }}
          />
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey="signIn.aParent"
            components={{ start: <RouterLink to={paths.parentSignUp.getHref()} /> }}
          />
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
