import { Layout, Menu } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@/config/layout';
import { apiMenu } from '@/lib/openapi/api-menu';
import { menuItemOf } from './menu-item-state';
import { buildSidebarMenu } from './sidebar-menu-items';
import { useRevealSelectedItem } from './use-reveal-selected-item';

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMemo(() => buildSidebarMenu(apiMenu), []);
  const selectedKey = menuItemOf(location);
  const [openKeys, setOpenKeys] = useState(() => menu.submenusOf(selectedKey));
  const [openedFor, setOpenedFor] = useState(selectedKey);
  const siderRef = useRef<HTMLDivElement>(null);
  useRevealSelectedItem(siderRef, `${selectedKey} ${collapsed ? 'rail' : 'expanded'}`);

  // Navigating (by a link on a page, too) opens the groups that lead to the new page.
  if (openedFor !== selectedKey) {
    setOpenedFor(selectedKey);
    setOpenKeys((keys) => [...new Set([...keys, ...menu.submenusOf(selectedKey)])]);
  }

  return (
    <Layout.Sider
      ref={siderRef}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
      theme="dark"
      aria-label="Documentation menu"
      style={{ height: '100vh', overflow: 'auto' }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: 64,
          paddingInline: collapsed ? 24 : 20,
          color: '#ffffff',
          fontWeight: 600,
          fontSize: 16,
          whiteSpace: 'nowrap',
        }}
      >
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {!collapsed && <span>Abacus Exam Platform</span>}
      </div>
      <Menu
        // The collapsed rail opens groups as pop-ups of its own; the expanded menu remembers its groups.
        key={collapsed ? 'rail' : 'expanded'}
        mode="inline"
        theme="dark"
        items={menu.items}
        selectedKeys={[selectedKey]}
        {...(!collapsed && { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => void navigate(key)}
      />
    </Layout.Sider>
  );
}
