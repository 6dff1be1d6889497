import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Page } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { JoinForm } from '@/features/join-class/components/join-form';

/** `/app/join/<code>`: the link a teacher shares, with the class code already filled in. */
export default function JoinRoute() {
  const navigate = useNavigate();
  const { code = '' } = useParams();
  return (
    <PublicLayout>
      <Page title="Join your class" intro="Fill in the boxes, then press “Join my class”.">
        <JoinForm
          initialCode={code}
          onJoined={() => void navigate(paths.exams.getHref(), { replace: true })}
        />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          Already joined? <RouterLink to={paths.signIn.getHref()}>Sign in</RouterLink>
        </Typography.Paragraph>
      </Page>
    </PublicLayout>
  );
}
