import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordSchema } from '@abacus/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkedAs, required } from '@/lib/form-rules';
import { formatNumber } from '@/lib/format';

interface NewPasswordFieldProps {
  label?: string;
  /** Said after the rule, e.g. what to do with a password chosen for someone else. */
  note?: string;
}

/** A password being chosen: never one the browser has saved, which would be the signed-in person's own. */
export function NewPasswordField({ label, note }: NewPasswordFieldProps) {
  const { t } = useTranslation('shared');
  const min = formatNumber(MIN_PASSWORD_LENGTH);
  return (
    <Form.Item
      label={label ?? t('password.password')}
      name="password"
      extra={note ? t('password.atLeastWithNote', { min, note }) : t('password.atLeast', { min })}
      rules={[required(t('password.choose')), ...checkedAs(passwordSchema)]}
    >
      <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
    </Form.Item>
  );
}

/** The new password typed a second time, which must be the same. */
export function RepeatPasswordField({ label }: { label: string }) {
  const { t } = useTranslation('shared');
  return (
    <Form.Item
      label={label}
      name="repeatPassword"
      dependencies={['password']}
      rules={[
        required(t('password.typeAgain')),
        ({ getFieldValue }) => ({
          validator: (_, value: unknown) =>
            !value || getFieldValue('password') === value
              ? Promise.resolve()
              : Promise.reject(new Error(t('password.notTheSame'))),
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
    </Form.Item>
  );
}

/** The password the person uses now, as the browser may have saved it: what a change of password needs. */
export function CurrentPasswordField() {
  const { t } = useTranslation('shared');
  return (
    <Form.Item
      label={t('password.current')}
      name="currentPassword"
      rules={[required(t('password.typeCurrent'))]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
