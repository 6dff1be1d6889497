import { Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { TeacherSignUpForm } from '@/features/teacher-sign-up/components/teacher-sign-up-form';
import { useSession } from '@/lib/use-session';

/** A teacher opens their own class: an account, a class code, then students and exams. */
export default function TeacherSignUpRoute() {
  const { t } = useTranslation('publicArea');
  const navigate = useNavigate();
  const session = useSession();
  if (session.role !== null) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PublicLayout>
      <Page title={t('teacherSignUp.title')} intro={t('teacherSignUp.intro')}>
        <TeacherSignUpForm onSignedUp={() => void navigate(paths.teacher.getHref(), { replace: true })} />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey="teacherSignUp.haveAccount"
            components={{ signIn: <RouterLink to={paths.signIn.getHref()} /> }}
          />
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
