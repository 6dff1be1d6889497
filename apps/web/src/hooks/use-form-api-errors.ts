import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/field-errors';

export interface FormAlert {
  error: unknown;
  details: string[];
}

/**
 * Shows a failed submission on the form: the API's validation errors next to their fields (the first
 * one scrolled to and focused), everything else in one alert for the form.
 */
export function useFormApiErrors(
  form: FormInstance,
  fieldNames: readonly string[],
  fieldByPath?: Readonly<Record<string, string>>,
) {
  const { t } = useTranslation('shared');
  const [alert, setAlert] = useState<FormAlert | null>(null);

  const show = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.fieldErrors.length === 0) {
        setAlert({ error, details: [] });
        return;
      }
      const { fields, unplaced } = placeFieldErrors(error.fieldErrors, fieldNames, fieldByPath);
      form.setFields(fields);
      const first = fields[0];
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      setAlert({
        error: fields.length > 0 ? new ApiError(error.status, t('fixBoxesInRed')) : error,
        details: unplaced,
      });
    },
    [form, fieldNames, fieldByPath, t],
  );

  /**
   * For antd's `onFinishFailed`: the form's own checks, which are the API's, found problems; the form
   * says so as it does when the API finds them.
   */
  const showInvalid = useCallback(
    ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
      const first = errorFields[0];
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      setAlert({ error: new ApiError(400, t('fixBoxesInRed')), details: [] });
    },
    [form, t],
  );

  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, showInvalid, clear };
}
