import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { useCreateGrading } from '../api/create-grading';

/** The end of a form that makes a grading, from tests or from a standard: what went wrong, then "Create". */
export function CreateGradingEnd({ create }: { create: ReturnType<typeof useCreateGrading> }) {
  const { t } = useTranslation('grading');
  return (
    <>
      {create.isError && <ApiErrorAlert error={create.error} />}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        loading={create.isPending}
        style={{ marginTop: 16 }}
      >
        {t('form.create')}
      </Button>
    </>
  );
}
