import { BarChartOutlined, FormOutlined, HomeOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { AreaLayout } from '@/components/layout/area-layout';
import type { AreaNavItem } from '@/components/layout/area-nav';
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
    <AreaLayout allow="teacher" area="for teachers" navLabel="Teacher screens" screens={TEACHER_SCREENS} />
  );
}
