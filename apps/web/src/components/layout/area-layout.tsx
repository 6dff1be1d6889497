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
}

/** An area of the app (the students' or the teachers'): the header, the tabs of its screens, the screen. */
export function AreaLayout({ allow, area, navLabel, screens }: AreaLayoutProps) {
  return (
    <RequireRole allow={allow}>
      <LiveUpdates />
      <AppHeader area={area}>
        <AreaNav label={navLabel} items={screens} />
      </AppHeader>
      <main className="app-main">
        <Outlet />
      </main>
    </RequireRole>
  );
}
