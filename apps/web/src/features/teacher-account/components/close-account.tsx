import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useCloseAccount } from '../api/update-teacher-account';

interface CloseAccountProps {
  /** Whose account: the password typed is checked against it. */
  username: string;
  /** The teacher has students, or exams with results: the API keeps the account, closed. */
  hasClass: boolean;
}

/**
 * Closing the account, with what it does to the class said before the button is pressed: a teacher with
 * a class is kept but closed (and their students with it), one without is deleted. The teacher's password
 * is asked for and checked first, so that a click alone (or someone else at an open laptop) closes nothing.
 */
export function CloseAccount({ username, hasClass }: CloseAccountProps) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const close = useCloseAccount(username);
  const consequence = hasClass
    ? 'Your account will be closed, not deleted, because you have students or results. Nobody can sign in to it any more; your students can no longer sign in either and the class code stops working. Their results are kept.'
    : 'You have no students and no results, so your account and your exams will be deleted for good.';
  const action = hasClass ? 'Close my account' : 'Delete my account';
  const confirm = () => password !== '' && close.mutate(password);
  const stopAsking = () => {
    setAsking(false);
    setPassword('');
    close.reset();
  };

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
        okButtonProps={{ danger: true, loading: close.isPending, disabled: password === '' }}
        cancelText="Keep my account"
        onOk={confirm}
        onCancel={stopAsking}
        destroyOnHidden
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        <Typography.Paragraph strong>This cannot be undone from the app.</Typography.Paragraph>
        {/* One field: Enter in it sends the form. */}
        <Form layout="vertical" onFinish={confirm}>
          <Form.Item label="Your password, to be sure it is you" htmlFor="close-account-password">
            <Input.Password
              id="close-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                close.reset();
              }}
            />
          </Form.Item>
        </Form>
        {close.isError && <ApiErrorAlert error={close.error} />}
      </Modal>
    </>
  );
}
