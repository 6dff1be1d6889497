import { Alert, Typography } from 'antd';
import { Navigate } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/sign-in/components/sign-in-form';
import { useSession } from '@/lib/use-session';

export default function SignInRoute() {
  const session = useSession();
  if (session.role !== null) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PublicLayout>
      <Page title="Sign in" intro="Welcome to Abacus! Sign in to see your exams.">
        {session.signedOutReason && (
          <Alert type="info" showIcon title={session.signedOutReason} style={{ marginBottom: 20 }} />
        )}
        <SignInForm />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          New here? <RouterLink to={paths.join.getHref()}>Join your class with a code</RouterLink>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          A teacher? <RouterLink to={paths.teacherSignUp.getHref()}>Start your class</RouterLink>
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
