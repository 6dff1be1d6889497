import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface DialogFormButtonsProps {
  /** What the submit button does, e.g. "Add the student". */
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a form in a dialog: Cancel, and the button that submits it. */
export function DialogFormButtons({ submitLabel, pending, onCancel }: DialogFormButtonsProps) {
  const { t } = useTranslation('shared');
  return (
    <Flex justify="end" gap={8} wrap>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
