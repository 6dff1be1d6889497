import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

/**
 * A sign-up screen of the public area: its title and intro, the form, and the way to sign in instead.
 * Someone signed in already is taken to their own start.
 */
export function SignUpPage({
  words,
  children,
}: {
  /** The publicArea words of the screen: `<words>.title`, `.intro` and `.haveAccount`. */
  words: 'teacherSignUp' | 'parentSignUp';
  children: ReactNode;
}) {
  const { t } = useTranslation('publicArea');
  const session = useSession();
  if (session.role !== null) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PublicLayout>
      <Page title={t(`${words}.title`)} intro={t(`${words}.intro`)}>
        {children}
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey={`${words}.haveAccount`}
            components={{ signIn: <RouterLink to={paths.signIn.getHref()} /> }}
          />
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
