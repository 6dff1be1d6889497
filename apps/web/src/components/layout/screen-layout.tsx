import { Outlet } from 'react-router';
import type { Role } from '@/lib/api-client';
import { LiveUpdates } from './live-updates';
import { RequireRole } from './require-role';

/**
 * A screen that fills the window alone, without its area's header and tabs (the projector's), for whoever
 * is signed in as `allow`: it says itself how to leave it.
 */
export function ScreenLayout({ allow }: { allow: Role }) {
  return (
    <RequireRole allow={allow}>
      <LiveUpdates />
      <main>
        <Outlet />
      </main>
    </RequireRole>
  );
}
