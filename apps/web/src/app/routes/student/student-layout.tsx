import {
  BarChartOutlined,
  CalculatorOutlined,
  FileDoneOutlined,
  FormOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { AreaNav, type AreaNavItem } from '@/components/layout/area-nav';
import { RequireRole } from '@/components/layout/require-role';
import { paths } from '@/config/paths';

const STUDENT_SCREENS: AreaNavItem[] = [
  { to: paths.exams.getHref(), label: 'Exams', icon: <FormOutlined /> },
  { to: paths.results.getHref(), label: 'Results', icon: <FileDoneOutlined /> },
  { to: paths.progress.getHref(), label: 'Progress', icon: <BarChartOutlined /> },
  { to: paths.learn.getHref(), label: 'Learn', icon: <CalculatorOutlined /> },
  { to: paths.profile.getHref(), label: 'Me', icon: <UserOutlined /> },
];

/** The student's area: signed-in students only, with the header and the tabs of their screens. */
export default function StudentLayout() {
  return (
    <RequireRole allow="student">
      <AppHeader area="for students">
        <AreaNav label="Student screens" items={STUDENT_SCREENS} />
      </AppHeader>
      <main className="app-main">
        <Outlet />
      </main>
    </RequireRole>
  );
}
