import { TeamOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '@/components/layout/area-layout';
import { paths } from '@/config/paths';

/** The parent's screens, each with the key of its tab's word. */
const PARENT_SCREENS = [
  { to: paths.family.getHref(), label: 'children', icon: <TeamOutlined />, end: true },
  { to: paths.linkChild.getHref(), label: 'link', icon: <UserAddOutlined /> },
  { to: paths.parentAccount.getHref(), label: 'account', icon: <UserOutlined /> },
] as const;

/** The parent's area: signed-in parents only, with the header and the tabs of their screens. */
export default function ParentLayout() {
  const { t } = useTranslation('parentArea');
  return (
    <AreaLayout
      allow="parent"
      area={t('layout.area')}
      navLabel={t('layout.nav')}
      screens={PARENT_SCREENS.map(({ label, ...screen }) => ({ ...screen, label: t(`layout.${label}`) }))}
      live={false}
    />
  );
}
