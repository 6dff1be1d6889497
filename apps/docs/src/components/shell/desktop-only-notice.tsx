import { DesktopOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { projectLinks } from '@/config/project-links';
import { ExternalLink } from '@/components/ui/external-link';

/** Shown instead of the site on screens narrower than the desktop layout needs. */
export function DesktopOnlyNotice() {
  const { author, repository } = projectLinks;
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: '#f5f5f5',
      }}
    >
      <Card style={{ width: '100%', textAlign: 'center' }}>
        <DesktopOutlined aria-hidden style={{ fontSize: 48, color: '#0958d9' }} />
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 16 }}>
          Desktop Mode Required
        </Typography.Title>
        <Typography.Paragraph>
          For the best experience, please access this website on a desktop device or enable "Desktop Mode" on
          your mobile browser.
        </Typography.Paragraph>
        {author && <Typography.Paragraph>Made with care by {author.name}.</Typography.Paragraph>}
        {repository && (
          <Typography.Paragraph>
            If you find this project useful, please{' '}
            <ExternalLink href={repository.browseUrl}>star the repository</ExternalLink>
            {author?.url && (
              <>
                {' '}
                and <ExternalLink href={author.url}>follow {author.name}</ExternalLink>
              </>
            )}
            .
          </Typography.Paragraph>
        )}
      </Card>
    </main>
  );
}
