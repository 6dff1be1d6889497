import { Alert, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form that sends only what changed: it says so when nothing did (rather than a request that changes
 * nothing), and says "Saved." (or `savedMessage`) once the API has taken the changes. Given the form,
 * `saved` shows it the values as the API now holds them (trimmed, an email in lower case). The notice
 * is read in the language shown now, so it follows a change of language.
 */
export function useSaveChanges<Values = unknown>(savedMessage?: string, form?: FormInstance<Values>) {
  const { t } = useTranslation('shared');
  const [outcome, setOutcome] = useState<'saved' | 'nothingChanged' | null>(null);
  const clearNotice = useCallback(() => setOutcome(null), []);
  const notice =
    outcome === 'saved'
      ? (savedMessage ?? t('saved'))
      : outcome === 'nothingChanged'
        ? t('nothingChanged')
        : null;
  const saveChanges = <C extends object>(
    changes: C,
    save: (changes: C, saved: (values?: Values) => void) => void,
  ) => {
    if (Object.keys(changes).length === 0) {
      setOutcome('nothingChanged');
      return;
    }
    setOutcome(null);
    save(changes, (values) => {
      if (values !== undefined) form?.setFieldsValue(values);
      setOutcome('saved');
    });
  };
  return { notice, clearNotice, saveChanges };
}

/** Where the form's notice is read out: a live region, there before the notice is. */
export function SaveNotice({ notice }: { notice: string | null }) {
  return (
    <div role="status">
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
    </div>
  );
}
