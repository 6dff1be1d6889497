import { Alert } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

/**
 * A child who joined with the class code and whose teacher has not yet checked the level they picked:
 * no exam shows until then (the API lists none), so the screen says why, and what to do meanwhile.
 */
export function LevelCheckNotice({ level }: { level: number | null }) {
  const { t } = useTranslation('studentExams');
  return (
    <Alert
      type="info"
      showIcon
      title={level === null ? t('levelCheck.setTitle') : t('levelCheck.checkTitle')}
      description={
        <Trans
          t={t}
          i18nKey={level === null ? 'levelCheck.setDescription' : 'levelCheck.checkDescription'}
          values={{ level }}
          components={{ learn: <RouterLink to={paths.learn.getHref()} /> }}
        />
      }
    />
  );
}
