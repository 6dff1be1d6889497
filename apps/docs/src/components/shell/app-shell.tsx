import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DESKTOP_MIN_WIDTH } from '@/config/layout';
import { useMediaQuery } from '@/hooks/use-media-query';
import { AppHeader } from './app-header';
import { ScrollProgress } from './scroll-progress';
import { Sidebar } from './sidebar';

const NARROW_SCREEN = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

// Only narrow screens need it, so desktops never download it.
const DesktopOnlyNotice = lazy(async () => ({
  default: (await import('./desktop-only-notice')).DesktopOnlyNotice,
}));

/** The frame of every screen: sidebar, header with scroll progress, and the scrolling content. */
export function AppShell() {
  const isNarrowScreen = useMediaQuery(NARROW_SCREEN);
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const contentRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // A new page starts at its top, and the progress bar with it.
  useEffect(() => {
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [pathname]);

  if (isNarrowScreen) {
    return (
      <Suspense fallback={null}>
        <DesktopOnlyNotice />
      </Suspense>
    );
  }

  return (
    <Layout style={{ height: '100vh' }}>
      <Sidebar collapsed={sidebarCollapsed} />
      <Layout>
        <AppHeader
          sidebarCollapsed={sidebarCollapsed}
          onToggleSidebar={() => setSidebarCollapsed((collapsed) => !collapsed)}
        >
          <ScrollProgress container={contentRef} />
        </AppHeader>
        {/* Focusable, so keyboard users can scroll a page that has no link or button of its own. */}
        <Layout.Content ref={contentRef} tabIndex={0} style={{ overflow: 'auto' }}>
          <div style={{ maxWidth: 1120, margin: '0 auto', padding: '32px 40px 64px' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
