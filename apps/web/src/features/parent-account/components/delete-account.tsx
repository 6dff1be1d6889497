import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useDeleteAccount, WrongPassword } from '../api/parent-account';

/**
 * Deleting the parent's account, with what it does said before the button is pressed. The password is
 * asked for and checked first: a phone is often handed to a child, and a tap alone must delete nothing.
 */
export function DeleteAccount({ username }: { username: string }) {
  const { t } = useTranslation('parentAccount');
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount(username);
  const confirm = () => password !== '' && remove.mutate(password);
  const stopAsking = () => {
    setAsking(false);
    setPassword('');
    remove.reset();
  };

  return (
    <>
      <Typography.Paragraph>{t('delete.explained')}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        {t('delete.button')}
      </Button>
      <Modal
        open={asking}
        title={t('delete.question')}
        okText={t('delete.button')}
        okButtonProps={{ danger: true, loading: remove.isPending, disabled: password === '' }}
        cancelText={t('delete.keep')}
        onOk={confirm}
        onCancel={stopAsking}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('delete.explained')}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('delete.cannotBeUndone')}</Typography.Paragraph>
        {/* One field: Enter in it sends the form. */}
        <Form layout="vertical" onFinish={confirm}>
          <Form.Item label={t('delete.password')} htmlFor="delete-account-password">
            <Input.Password
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                remove.reset();
              }}
            />
          </Form.Item>
        </Form>
        {remove.isError &&
          (remove.error instanceof WrongPassword ? (
            <Alert type="error" showIcon role="alert" title={t('delete.wrongPassword')} />
          ) : (
            <ApiErrorAlert error={remove.error} />
          ))}
      </Modal>
    </>
  );
}
