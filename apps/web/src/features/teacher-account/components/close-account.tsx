import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useCloseAccount } from '../api/update-teacher-account';

interface CloseAccountProps {
  /** The teacher has students, or exams with results: the API keeps the account, closed. */
  hasClass: boolean;
}

/**
 * Closing the account, with what it does to the class said before the button is pressed: a teacher with
 * a class is kept but closed (and their students with it), one without is deleted.
 */
export function CloseAccount({ hasClass }: CloseAccountProps) {
  const [asking, setAsking] = useState(false);
  const close = useCloseAccount();
  const consequence = hasClass
    ? 'Your account will be closed, not deleted, because you have students or results. Nobody can sign in to it any more; your students can no longer sign in either and the class code stops working. Their results are kept.'
    : 'You have no students and no results, so your account and your exams will be deleted for good.';
  const action = hasClass ? 'Close my account' : 'Delete my account';

  return (
    <>
      <Typography.Paragraph>{consequence}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        {action}
      </Button>
      <Modal
        open={asking}
        title={`${action}?`}
        okText={action}
        okButtonProps={{ danger: true, loading: close.isPending }}
        cancelText="Keep my account"
        onOk={() => close.mutate()}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        <Typography.Paragraph strong>This cannot be undone from the app.</Typography.Paragraph>
        {close.isError && <ApiErrorAlert error={close.error} />}
      </Modal>
    </>
  );
}
