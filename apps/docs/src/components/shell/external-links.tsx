import { GithubOutlined, LinkedinOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { projectLinks } from '@/config/project-links';

const HEADER_LINKS = [
  { ...projectLinks.sourceRepository, icon: <GithubOutlined aria-hidden /> },
  { ...projectLinks.profile, icon: <UserOutlined aria-hidden /> },
  { ...projectLinks.professionalNetwork, icon: <LinkedinOutlined aria-hidden /> },
  { ...projectLinks.mail, icon: <MailOutlined aria-hidden /> },
];

export function ExternalLinks() {
  return (
    <nav aria-label="Project links">
      <Flex gap={4}>
        {HEADER_LINKS.map(({ label, href, icon }) => (
          <Tooltip key={href} title={label}>
            <Button
              type="text"
              shape="circle"
              icon={icon}
              aria-label={label}
              href={href}
              {...(!href.startsWith('mailto:') && { target: '_blank', rel: 'noopener noreferrer' })}
            />
          </Tooltip>
        ))}
      </Flex>
    </nav>
  );
}
