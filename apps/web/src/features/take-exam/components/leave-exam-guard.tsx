import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { guardLeaving } from '@/lib/leave-guard';

const QUESTION = 'Leave the test?';
const EXPLANATION =
  'Your answers so far are saved, but the clock keeps running while you are away. Come back from My exams to carry on.';

/**
 * While `active`, leaving the test asks first: another screen of the app, signing out, or closing or
 * reloading the tab (which the browser asks in its own words).
 */
export function LeaveExamGuard({ active }: { active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const stopGuarding = guardLeaving(QUESTION);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stopGuarding();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={QUESTION}
      okText="Leave"
      cancelText="Stay in the test"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{EXPLANATION}</p>
    </Modal>
  );
}
