import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { guardLeaving } from '@/lib/leave-guard';
import type { Attempt } from '@/types/api';

/**
 * While `active`, leaving the test or practice (`type`) asks first: another screen of the app, signing
 * out, or closing or reloading the tab (which the browser asks in its own words). Going to one of the
 * screens `freeTo` (another section of the same paper, on the same clock) does not ask.
 */
export function LeaveExamGuard({
  active,
  type,
  freeTo = [],
}: {
  active: boolean;
  type: Attempt['exam']['type'];
  freeTo?: readonly string[];
}) {
  const { t } = useTranslation('takeExam');
  const question = t(`leave.question.${type}`);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname && !freeTo.includes(nextLocation.pathname),
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
      cancelText={t(`leave.stay.${type}`)}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('leave.explanation')}</p>
    </Modal>
  );
}
