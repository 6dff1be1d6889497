import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { LinkedChild } from '@/types/api';
import { useUnlinkChild } from '../api/unlink-child';
import './family.css';

/** Ending the parent's link to a child, once they say so: the child's family code links them again. */
export function UnlinkChild({ child, onUnlinked }: { child: LinkedChild; onUnlinked: () => void }) {
  const { t } = useTranslation('family');
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkChild(child.student_id);
  const name = child.fullname;

  // Awaited rather than given callbacks: unlinked, the child's page (and this) is gone at once. A refusal
  // shows in the dialog.
  const confirm = () =>
    unlink.mutateAsync().then(
      () => onUnlinked(),
      () => undefined,
    );

  return (
    <>
      <Typography.Paragraph>{t('unlink.explained', { name })}</Typography.Paragraph>
      <Button danger className="family-button" onClick={() => setAsking(true)}>
        {t('unlink.button', { name })}
      </Button>
      <Modal
        open={asking}
        title={t('unlink.question', { name })}
        okText={t('unlink.ok')}
        okButtonProps={{ danger: true, loading: unlink.isPending }}
        cancelText={t('unlink.keep')}
        onOk={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          unlink.reset();
        }}
      >
        <Typography.Paragraph>{t('unlink.explained', { name })}</Typography.Paragraph>
        {unlink.isError && <ApiErrorAlert error={unlink.error} />}
      </Modal>
    </>
  );
}
