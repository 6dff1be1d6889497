import {
  BugOutlined,
  CodeOutlined,
  GithubOutlined,
  HomeOutlined,
  MailOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ProjectLinks } from '@/lib/package-metadata/project-links';
import { projectLinkList, type ProjectLinkKind } from './project-link-list';

const ICONS: Record<ProjectLinkKind, ReactNode> = {
  repository: <CodeOutlined aria-hidden />,
  homepage: <HomeOutlined aria-hidden />,
  profile: <UserOutlined aria-hidden />,
  bugs: <BugOutlined aria-hidden />,
  mail: <MailOutlined aria-hidden />,
};

/** The project's links in the header; nothing at all when package.json declares none. */
export function ExternalLinks({ links }: { links: ProjectLinks }) {
  const list = projectLinkList(links);
  if (list.length === 0) return null;
  return (
    <nav aria-label="Project links">
      <Flex gap={4}>
        {list.map(({ kind, label, href }) => (
          <Tooltip key={kind} title={label}>
            <Button
              type="text"
              shape="circle"
              icon={
                kind === 'repository' && links.repository?.host === 'github.com' ? (
                  <GithubOutlined aria-hidden />
                ) : (
                  ICONS[kind]
                )
              }
              aria-label={label}
              href={href}
              {...(kind !== 'mail' && { target: '_blank', rel: 'noopener noreferrer' })}
            />
          </Tooltip>
        ))}
      </Flex>
    </nav>
  );
}
