import { Page } from '@/components/ui/page';
import { AuthenticationGuide } from '@/features/authentication/authentication-guide';

export default function AuthenticationRoute() {
  return (
    <Page
      title="Authentication"
      intro="The API uses bearer tokens: log in once, send the access token with every call, and renew it with the refresh token when it expires."
    >
      <AuthenticationGuide />
    </Page>
  );
}
