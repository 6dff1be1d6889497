import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { projectLinks } from '@/config/project-links';
import { ExternalLinks } from './external-links';
import { SupportPopover } from './support-popover';

interface AppHeaderProps {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** Drawn along the header's bottom edge (the scroll progress). */
  children?: ReactNode;
}

export function AppHeader({ sidebarCollapsed, onToggleSidebar, children }: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        height: 'auto',
        lineHeight: 'normal',
        padding: 0,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: 64, paddingInline: 16 }}>
        <Flex align="center" gap={12}>
          <Button
            type="text"
            icon={sidebarCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            aria-label={sidebarCollapsed ? 'Expand the menu' : 'Collapse the menu'}
            aria-expanded={!sidebarCollapsed}
            onClick={onToggleSidebar}
            style={{ fontSize: 18, width: 48, height: 48 }}
          />
          <span style={{ fontSize: 20, fontWeight: 600 }}>API Documentation</span>
        </Flex>
        <Flex align="center" gap={4}>
          <ExternalLinks links={projectLinks} />
          <SupportPopover links={projectLinks} />
        </Flex>
      </Flex>
      {children}
    </Layout.Header>
  );
}
