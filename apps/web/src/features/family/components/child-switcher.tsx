import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { LinkedChild } from '@/types/api';
import './family.css';

/**
 * One button per child linked, the one shown pressed: a parent of two switches with a tap. Each child has
 * an address of their own, so Back returns to the child shown before.
 */
export function ChildSwitcher({ linked, shown }: { linked: readonly LinkedChild[]; shown: string }) {
  const { t } = useTranslation('family');
  const navigate = useNavigate();
  return (
    // Native radios, as the sign-in's role switch: one tab stop, the arrow keys switch.
    <Radio.Group
      className="child-switcher"
      optionType="button"
      buttonStyle="solid"
      size="large"
      aria-label={t('switcher')}
      value={shown}
      onChange={(event) => void navigate(paths.family.getHref(event.target.value as string))}
      options={linked.map((child) => ({ value: child.student_id, label: child.fullname }))}
    />
  );
}
