import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { RequireRole } from '@/components/layout/require-role';

/** The teacher's area, a tree of its own: signed-in teachers only. */
export default function TeacherLayout() {
  return (
    <RequireRole allow="teacher">
      <AppHeader area="for teachers" />
      <main className="app-main">
        <Outlet />
      </main>
    </RequireRole>
  );
}
