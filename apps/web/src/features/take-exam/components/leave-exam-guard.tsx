import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { guardLeaving } from '@/lib/leave-guard';

/**
 * While `active`, leaving the test asks first: another screen of the app, signing out, or closing or
 * reloading the tab (which the browser asks in its own words).
 */
export function LeaveExamGuard({ active }: { active: boolean }) {
  const { t } = useTranslation('takeExam');
  const question = t('leave.question');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const stopGuarding = guardLeaving(question);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stopGuarding();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, question]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={question}
      okText={t('leave.leave')}
      cancelText={t('leave.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('leave.explanation')}</p>
    </Modal>
  );
}
