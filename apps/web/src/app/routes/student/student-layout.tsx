import {
  BarChartOutlined,
  CalculatorOutlined,
  FileDoneOutlined,
  FormOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { AreaLayout } from '@/components/layout/area-layout';
import type { AreaNavItem } from '@/components/layout/area-nav';
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
    <AreaLayout allow="student" area="for students" navLabel="Student screens" screens={STUDENT_SCREENS} />
  );
}
