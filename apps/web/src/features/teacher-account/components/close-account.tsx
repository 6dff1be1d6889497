import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useCloseAccount, WrongPassword } from '../api/update-teacher-account';

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
  const { t } = useTranslation('teacherAccount');
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const close = useCloseAccount(username);
  const consequence = t(hasClass ? 'close.keptClosed' : 'close.deleted');
  const action = t(hasClass ? 'close.closeMine' : 'close.deleteMine');
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
        title={t(hasClass ? 'close.closeMineAsk' : 'close.deleteMineAsk')}
        okText={action}
        okButtonProps={{ danger: true, loading: close.isPending, disabled: password === '' }}
        cancelText={t('close.keepMine')}
        onOk={confirm}
        onCancel={stopAsking}
        destroyOnHidden
      >
        <Typography.Paragraph>{consequence}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('close.cannotBeUndone')}</Typography.Paragraph>
        {/* One field: Enter in it sends the form. */}
        <Form layout="vertical" onFinish={confirm}>
          <Form.Item label={t('close.password')} htmlFor="close-account-password">
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
        {close.isError &&
          (close.error instanceof WrongPassword ? (
            <Alert type="error" showIcon role="alert" title={t('close.wrongPassword')} />
          ) : (
            <ApiErrorAlert error={close.error} />
          ))}
      </Modal>
    </>
  );
}
