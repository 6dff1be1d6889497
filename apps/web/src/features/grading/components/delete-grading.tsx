import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { Grading } from '@/types/api';
import { useDeleteGrading } from '../api/delete-grading';

/** Deleting a grading, with what it keeps said first; `onDeleted` leads away from the gone grading. */
export function DeleteGrading({ grading, onDeleted }: { grading: Grading; onDeleted: () => void }) {
  const { t } = useTranslation('grading');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteGrading(grading.grading_id);
  return (
    <>
      <Typography.Paragraph>{t('deletion.keeps')}</Typography.Paragraph>
      <Button danger onClick={() => setAsking(true)}>
        {t('deletion.button')}
      </Button>
      <Modal
        open={asking}
        title={t('deletion.confirm', { title: grading.title })}
        okText={t('deletion.delete')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('deletion.keep')}
        onOk={() => remove.mutate(undefined, { onSuccess: onDeleted })}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{t('deletion.keeps')}</Typography.Paragraph>
        {remove.isError && <ApiErrorAlert error={remove.error} />}
      </Modal>
    </>
  );
}
