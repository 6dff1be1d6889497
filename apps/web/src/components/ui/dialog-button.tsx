import { Button, Modal, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';

/** What the dialog's content may do with it. */
export interface DialogControls {
  close: () => void;
  /** A handler that closes the dialog, then does `then` (tells what was done, say). */
  closeThen: <Args extends unknown[]>(then: (...args: Args) => void) => (...args: Args) => void;
}

interface DialogButtonProps {
  /** The button that opens the dialog: its text, icon and look. */
  label: string;
  icon: ReactNode;
  buttonProps?: Omit<ButtonProps, 'icon' | 'onClick'>;
  title: string;
  width?: number;
  /** What the dialog shows, such as a form, which closes it once done or on Cancel. */
  children: (controls: DialogControls) => ReactNode;
}

/** A button opening a dialog that holds a task of its own; its content starts afresh each time. */
export function DialogButton({ label, icon, buttonProps, title, width, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const closeThen: DialogControls['closeThen'] =
    (then) =>
    (...args) => {
      close();
      then(...args);
    };
  return (
    <>
      <Button {...buttonProps} icon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={title} footer={null} width={width} destroyOnHidden onCancel={close}>
        {children({ close, closeThen })}
      </Modal>
    </>
  );
}
