import {
  BarChartOutlined,
  CalculatorOutlined,
  FileDoneOutlined,
  FormOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '@/components/layout/area-layout';
import type { AreaNavItem } from '@/components/layout/area-nav';
import { paths } from '@/config/paths';

/** The student's screens, each with the key of its tab's name. */
const STUDENT_SCREENS = [
  { to: paths.exams.getHref(), label: 'exams', icon: <FormOutlined /> },
  { to: paths.results.getHref(), label: 'results', icon: <FileDoneOutlined /> },
  { to: paths.progress.getHref(), label: 'progress', icon: <BarChartOutlined /> },
  { to: paths.learn.getHref(), label: 'learn', icon: <CalculatorOutlined /> },
  { to: paths.profile.getHref(), label: 'me', icon: <UserOutlined /> },
] as const;

/** The student's area: signed-in students only, with the header and the tabs of their screens. */
export default function StudentLayout() {
  const { t } = useTranslation('studentArea');
  const screens: AreaNavItem[] = STUDENT_SCREENS.map((screen) => ({
    ...screen,
    label: t(`layout.${screen.label}`),
  }));
  return <AreaLayout allow="student" area={t('layout.area')} navLabel={t('layout.nav')} screens={screens} />;
}
