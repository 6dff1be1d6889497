import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormAlert } from '@/hooks/use-form-api-errors';
import { SaveNotice } from '@/hooks/use-save-changes';
import { FormAlertItem } from './form-alert';

interface SaveChangesEndProps {
  alert: FormAlert | null;
  notice: string | null;
  pending: boolean;
}

/** The end of a form that edits what is saved: what went wrong or was saved, then "Save changes". */
export function SaveChangesEnd({ alert, notice, pending }: SaveChangesEndProps) {
  const { t } = useTranslation('shared');
  return (
    <>
      <FormAlertItem alert={alert} />
      <SaveNotice notice={notice} />
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('saveChanges')}
      </Button>
    </>
  );
}
