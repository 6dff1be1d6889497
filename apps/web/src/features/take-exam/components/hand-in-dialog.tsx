import { Modal } from 'antd';
import { Trans, useTranslation } from 'react-i18next';

interface HandInDialogProps {
  open: boolean;
  /** The numbers of the questions still without an answer. */
  unanswered: readonly number[];
  onHandIn: () => void;
  onCancel: () => void;
}

/** Asked before the child hands in: which questions have no answer yet, and that handing in is final. */
export function HandInDialog({ open, unanswered, onHandIn, onCancel }: HandInDialogProps) {
  const { t } = useTranslation('takeExam');
  return (
    <Modal
      open={open}
      title={t('handIn.title')}
      okText={t('handIn.ok')}
      cancelText={t('handIn.cancel')}
      // The dialog's answer is under the child's finger: Enter hands in, Escape keeps going.
      okButtonProps={{ autoFocus: true }}
      onOk={onHandIn}
      onCancel={onCancel}
    >
      {unanswered.length === 0 ? (
        <p>{t('handIn.allAnswered')}</p>
      ) : (
        <p>
          <Trans
            t={t}
            i18nKey="handIn.unanswered"
            count={unanswered.length}
            values={{ numbers: unanswered.join(', ') }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <p>{t('handIn.final')}</p>
    </Modal>
  );
}
