import { Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { JoinForm } from '@/features/join-class/components/join-form';
import { useSession } from '@/lib/use-session';

/**
 * `/app/join/<code>`: the link a teacher shares, with the class code already filled in. Someone signed in
 * (a child who joined already, the teacher trying the link) goes to their own start instead.
 */
export default function JoinRoute() {
  const { t } = useTranslation('publicArea');
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const session = useSession();
  if (session.role !== null) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <PublicLayout>
      <Page title={t('join.title')} intro={t('join.intro')}>
        <JoinForm
          initialCode={code}
          onJoined={() => void navigate(paths.exams.getHref(), { replace: true })}
        />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <Trans
            t={t}
            i18nKey="join.alreadyJoined"
            components={{ signIn: <RouterLink to={paths.signIn.getHref()} /> }}
          />
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
