import { Alert, Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';
import { PageSection } from '@/components/ui/page';
import { RouterLink } from '@abacus/react-common/router-link';
import { LOCAL_API_ORIGIN } from '@/config/api-origin';
import { paths } from '@/config/paths';
import { TokenEndpoints } from './token-endpoints';

const { Paragraph } = Typography;

const LOGIN_COMMAND = `curl -X POST '${LOCAL_API_ORIGIN}/api/v1/admin/login' \\
  -H 'Content-Type: application/json' \\
  -d '{"username": "meera.sharma", "password": "correct-horse-42"}'`;

const AUTHENTICATED_CALL = `ACCESS_TOKEN=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...
curl '${LOCAL_API_ORIGIN}/api/v1/admin/me' -H "Authorization: Bearer $ACCESS_TOKEN"`;

const REFRESH_COMMAND = `curl -X POST '${LOCAL_API_ORIGIN}/api/v1/admin/token' \\
  -H 'Content-Type: application/json' \\
  -d '{"refreshToken": "<the refreshToken of the last login or renewal>"}'`;

export function AuthenticationGuide() {
  return (
    <>
      <PageSection id="roles" title="Two roles, separate tokens">
        <Paragraph>
          Admins (teachers) register themselves (<InlineCode>POST /api/v1/admin/register</InlineCode>); each
          admin is a separate tenant and sees only their own students, exams and results. A student belongs to
          one admin: the admin registers them with the admin’s token, or the student self-registers with the
          class join code the teacher hands out (see{' '}
          <RouterLink to={paths.runningAClass.getHref('join-codes')}>Running a Class</RouterLink>).
        </Paragraph>
        <Paragraph>
          Admins (teachers) and students have separate accounts, logins and tokens. An admin token is refused
          on student-only endpoints and a student token on admin-only ones, with{' '}
          <InlineCode>403 Forbidden</InlineCode>. The API sets no cookies: a client (a browser or a mobile
          app) keeps the tokens and sends the access token with every call.
        </Paragraph>
        <TokenEndpoints />
      </PageSection>

      <PageSection id="login" title="1. Log in">
        <Paragraph>
          A login exchanges a username and password for two JSON Web Tokens (HS256): a short-lived{' '}
          <InlineCode>token</InlineCode> (the access token, <InlineCode>ACCESS_TOKEN_EXPIRY</InlineCode>, 5
          minutes by default) and a <InlineCode>refreshToken</InlineCode> (
          <InlineCode>REFRESH_TOKEN_EXPIRY</InlineCode>, 1 hour by default). An unknown username and a wrong
          password get the same <InlineCode>401</InlineCode>, so nobody can probe which accounts exist.
        </Paragraph>
        <CodeBlock title="Log in as an admin" code={LOGIN_COMMAND} />
      </PageSection>

      <PageSection id="bearer" title="2. Send the access token">
        <Paragraph>
          Every protected endpoint reads the <InlineCode>Authorization</InlineCode> header:{' '}
          <InlineCode>Bearer</InlineCode>, a space, then the access token. A missing, malformed or expired
          token gets <InlineCode>401 Unauthorized</InlineCode> with a{' '}
          <InlineCode>WWW-Authenticate: Bearer</InlineCode> header that says why.
        </Paragraph>
        <CodeBlock title="Call an endpoint with the token" code={AUTHENTICATED_CALL} />
      </PageSection>

      <PageSection id="refresh" title="3. Renew the tokens">
        <Paragraph>
          When the access token expires, send the refresh token to the token endpoint of the same role. The
          answer carries a new access token <em>and</em> a new refresh token: each refresh token works once.
          Presenting a spent refresh token again is treated as theft, and every session descended from that
          login is signed out. The one exception is a retry of a renewal whose answer was lost (the page
          reloaded while it was on its way): a client that sends a <InlineCode>renewalKey</InlineCode> of its
          choosing with the token gets a new pair for the same token and key within 120 s, before the refresh
          token issued meanwhile was spent, and the pair issued before stops renewing.
        </Paragraph>
        <CodeBlock title="Renew an admin's tokens" code={REFRESH_COMMAND} />
        <Alert
          type="info"
          showIcon
          title="Signing out everywhere"
          description="Changing a password or deleting an account signs out all its sessions at once: its refresh tokens are revoked, and its access tokens stop working on their next request. Refresh tokens are stored only as hashes and passwords as argon2id hashes."
        />
      </PageSection>

      <PageSection id="limits" title="Rate limits">
        <Paragraph>
          Wrong passwords are limited per username and client address (
          <InlineCode>LOGIN_RATE_LIMIT_MAX</InlineCode>: 10 per 15 minutes; signing in with the right one
          spends nothing) and by the usernames that fail from one address (
          <InlineCode>LOGIN_FAILURE_RATE_LIMIT_MAX</InlineCode>: 100 per 15 minutes), so that a class behind
          its school’s one address signs in while a few children mistype: a child’s retries of their own
          account count once, and not at all once the password is right. An address that has used its 100 may
          still sign in to those usernames and to accounts that signed in from it in the last 30 days (a class
          after a prankster’s hundred wrong logins), and to nothing else: a sprayer of 1000 usernames is
          refused from its 101st, and a right password it guesses after that is never checked. A wrong{' '}
          <InlineCode>currentPassword</InlineCode> counts as a failed login of its account. Renewing tokens is
          no attempt: a refresh token this server signed is never limited, however often a class reloads its
          pages. Tokens it did not sign count per client address, 100 per 15 minutes, and spend nothing of the
          account they claim to be. Registrations without a token are limited per client address.
        </Paragraph>
        <Paragraph>
          Each attempt is counted before its password is checked, in Redis when{' '}
          <InlineCode>REDIS_URL</InlineCode> is set (an unreachable Redis pauses the limits rather than refuse
          everyone), so a burst of parallel requests gets no further than the same requests one by one. Past a
          limit the API answers <InlineCode>429 Too Many Requests</InlineCode> with a{' '}
          <InlineCode>Retry-After</InlineCode> header. See{' '}
          <RouterLink to={paths.environmentVariables.getHref()}>Environment Variables</RouterLink>.
        </Paragraph>
        <Paragraph>
          <InlineCode>npx tsx apps/api/bench/sign-in-from-one-address.ts [checkout …]</InlineCode> measures a
          class, a sprayer and a prankster on one address, for this checkout and for any other named (an older
          commit’s worktree), side by side.
        </Paragraph>
      </PageSection>
    </>
  );
}
