import { BarChartOutlined, FormOutlined, HomeOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '@/components/layout/area-layout';
import { paths } from '@/config/paths';

/** The teacher's screens, each with the key of its tab's word. */
const TEACHER_SCREENS = [
  { to: paths.teacher.getHref(), label: 'home', icon: <HomeOutlined />, end: true },
  { to: paths.teacherStudents.getHref(), label: 'students', icon: <TeamOutlined /> },
  { to: paths.teacherExams.getHref(), label: 'exams', icon: <FormOutlined /> },
  { to: paths.teacherLevels.getHref(), label: 'levels', icon: <BarChartOutlined /> },
  { to: paths.teacherAccount.getHref(), label: 'account', icon: <UserOutlined /> },
] as const;

/** The teacher's area, a tree of its own: signed-in teachers only. */
export default function TeacherLayout() {
  const { t } = useTranslation('teacherArea');
  return (
    <AreaLayout
      allow="teacher"
      area={t('layout.area')}
      navLabel={t('layout.nav')}
      screens={TEACHER_SCREENS.map(({ label, ...screen }) => ({ ...screen, label: t(`layout.${label}`) }))}
    />
  );
}
