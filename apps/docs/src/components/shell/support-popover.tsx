import { HeartFilled } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { projectLinks } from '@/config/project-links';
import { ExternalLink } from '@/components/ui/external-link';

function SupportContent() {
  return (
    <div style={{ maxWidth: 280 }}>
      <p style={{ marginTop: 0 }}>
        The Abacus Exam Platform is free and open source. If it helps your school or your app, star the
        repository, report what could be better and tell other teachers about it.
      </p>
      <ExternalLink href={projectLinks.sourceRepository.href}>Star the repository on GitHub</ExternalLink>
    </div>
  );
}

export function SupportPopover() {
  return (
    <Popover trigger="click" title="Support the project" content={<SupportContent />} placement="bottomRight">
      <Button
        type="text"
        shape="circle"
        aria-label="Support the project"
        icon={<HeartFilled aria-hidden style={{ color: '#cf1322' }} />}
      />
    </Popover>
  );
}
