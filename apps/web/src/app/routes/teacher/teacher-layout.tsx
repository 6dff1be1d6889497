import { BarChartOutlined, FormOutlined, HomeOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { AreaNav, type AreaNavItem } from '@/components/layout/area-nav';
import { RequireRole } from '@/components/layout/require-role';
import { paths } from '@/config/paths';

const TEACHER_SCREENS: AreaNavItem[] = [
  { to: paths.teacher.getHref(), label: 'Home', icon: <HomeOutlined />, end: true },
  { to: paths.teacherStudents.getHref(), label: 'Students', icon: <TeamOutlined /> },
  { to: paths.teacherExams.getHref(), label: 'Exams', icon: <FormOutlined /> },
  { to: paths.teacherLevels.getHref(), label: 'Levels', icon: <BarChartOutlined /> },
  { to: paths.teacherAccount.getHref(), label: 'Account', icon: <UserOutlined /> },
];

/** The teacher's area, a tree of its own: signed-in teachers only. */
export default function TeacherLayout() {
  return (
    <RequireRole allow="teacher">
      <AppHeader area="for teachers">
        <AreaNav label="Teacher screens" items={TEACHER_SCREENS} />
      </AppHeader>
      <main className="app-main">
        <Outlet />
      </main>
    </RequireRole>
  );
}
