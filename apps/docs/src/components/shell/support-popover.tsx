import { HeartFilled } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { ExternalLink } from '@/components/ui/external-link';
import type { ProjectLinks } from '@/lib/package-metadata/project-links';

function SupportContent({ links }: { links: ProjectLinks }) {
  return (
    <div style={{ maxWidth: 280 }}>
      <p style={{ marginTop: 0 }}>
        The Abacus Exam Platform is free and open source. If it helps your school or your app, tell other
        teachers about it.
      </p>
      {links.repository && (
        <p>
          <ExternalLink href={links.repository.browseUrl}>Star the repository</ExternalLink>
        </p>
      )}
      {links.bugs?.url && (
        <p style={{ marginBottom: 0 }}>
          <ExternalLink href={links.bugs.url}>Report a problem or suggest an idea</ExternalLink>
        </p>
      )}
    </div>
  );
}

export function SupportPopover({ links }: { links: ProjectLinks }) {
  return (
    <Popover
      trigger="click"
      title="Support the project"
      content={<SupportContent links={links} />}
      placement="bottomRight"
    >
      <Button
        type="text"
        shape="circle"
        aria-label="Support the project"
        icon={<HeartFilled aria-hidden style={{ color: '#cf1322' }} />}
      />
    </Popover>
  );
}
