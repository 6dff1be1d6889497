import { Outlet } from 'react-router';
import type { Role } from '@/lib/api-client';
import { AppHeader } from './app-header';
import { AreaNav, type AreaNavItem } from './area-nav';
import { LiveUpdates } from './live-updates';
import { RequireRole } from './require-role';

interface AreaLayoutProps {
  /** Who the area is for: anyone else is sent to their own start, or to sign in. */
  allow: Role;
  /** The words beside the app's name in the header, e.g. "for teachers". */
  area: string;
  /** What the tabs are called for a screen reader. */
  navLabel: string;
  screens: AreaNavItem[];
  /**
   * Whether the account follows live updates: a school's accounts do; a parent's has no stream (the API
   * keeps a school's events to the school), so their screens read again on each visit instead.
   */
  live?: boolean;
}

/** An area of the app (the students', the teachers' or the parents'): the header, its tabs, the screen. */
export function AreaLayout({ allow, area, navLabel, screens, live = true }: AreaLayoutProps) {
  return (
    <RequireRole allow={allow}>
      {live && <LiveUpdates />}
      <AppHeader area={area}>
        <AreaNav label={navLabel} items={screens} />
      </AppHeader>
      <main className="app-main">
        <Outlet />
      </main>
    </RequireRole>
  );
}
