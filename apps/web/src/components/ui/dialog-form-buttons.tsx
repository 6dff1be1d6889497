import { Button, Flex } from 'antd';

interface DialogFormButtonsProps {
  /** What the submit button does, e.g. "Add the student". */
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a form in a dialog: Cancel, and the button that submits it. */
export function DialogFormButtons({ submitLabel, pending, onCancel }: DialogFormButtonsProps) {
  return (
    <Flex justify="end" gap={8} wrap>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
