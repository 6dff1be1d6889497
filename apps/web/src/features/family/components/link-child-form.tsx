import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAlertItem } from '@/components/ui/form-alert';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { required } from '@/lib/form-rules';
import type { LinkedChild } from '@/types/api';
import { useLinkChild } from '../api/link-child';
import { linkErrorByField } from '../link-errors';

/** Named as the API's body names it, so that its problems with the code land on this box. */
const FIELDS = ['family_code'] as const;

interface LinkValues {
  family_code: string;
}

/**
 * The family code a child's teacher gave the parent, typed as it comes (any case, with dashes or not):
 * the API checks it, and what it finds wrong with it is shown under the box.
 */
export function LinkChildForm({ onLinked }: { onLinked: (child: LinkedChild) => void }) {
  const { t } = useTranslation('family');
  const link = useLinkChild();
  const { errors, formProps } = useCheckedForm<LinkValues>(FIELDS);

  const submit = async ({ family_code }: LinkValues) => {
    errors.clear();
    try {
      // Awaited rather than given callbacks: linked, the child's page may take this form's place at once.
      onLinked((await link.mutateAsync(family_code)).child);
    } catch (error) {
      errors.show(linkErrorByField(error));
    }
  };

  return (
    <Form {...formProps} size="large" style={{ maxWidth: 480 }} onFinish={(values) => void submit(values)}>
      <Form.Item
        label={t('link.code')}
        name="family_code"
        extra={t('link.codeHelp')}
        rules={[required(t('link.typeCode'))]}
      >
        <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <FormAlertItem alert={errors.alert} />
      <Button type="primary" htmlType="submit" block loading={link.isPending}>
        {t('link.submit')}
      </Button>
    </Form>
  );
}
