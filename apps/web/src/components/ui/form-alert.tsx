import { Form } from 'antd';
import type { FormAlert } from '@/hooks/use-form-api-errors';
import { ApiErrorAlert } from './api-error-alert';

/** What went wrong with a form's last submission, above its buttons; nothing while all is well. */
export function FormAlertItem({ alert }: { alert: FormAlert | null }) {
  if (!alert) return null;
  return (
    <Form.Item>
      <ApiErrorAlert error={alert.error} details={alert.details} />
    </Form.Item>
  );
}
