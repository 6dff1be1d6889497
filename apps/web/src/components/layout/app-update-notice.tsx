import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppUpdate } from '@/lib/service-worker';

/** A newer build is on the device: it loads when asked, answers kept (the take-exam screen keeps them). */
export function AppUpdateNotice() {
  const { t } = useTranslation();
  const { ready, reload } = useAppUpdate();
  if (!ready) return null;
  return (
    <Alert
      role="status"
      type="info"
      banner
      title={t('newVersion')}
      action={
        <Button size="small" type="primary" onClick={reload}>
          {t('reload')}
        </Button>
      }
    />
  );
}
