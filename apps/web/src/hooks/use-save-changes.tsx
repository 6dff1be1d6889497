import { Alert, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';

const NOTHING_CHANGED = 'Nothing has changed, so there was nothing to save.';

/**
 * A form that sends only what changed: it says so when nothing did (rather than a request that changes
 * nothing), and says "Saved." once the API has taken the changes. Given the form, `saved` shows it the
 * values as the API now holds them (trimmed, an email in lower case).
 */
export function useSaveChanges<Values = unknown>(savedMessage = 'Saved.', form?: FormInstance<Values>) {
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const saveChanges = <C extends object>(
    changes: C,
    save: (changes: C, saved: (values?: Values) => void) => void,
  ) => {
    if (Object.keys(changes).length === 0) {
      setNotice(NOTHING_CHANGED);
      return;
    }
    setNotice(null);
    save(changes, (values) => {
      if (values !== undefined) form?.setFieldsValue(values);
      setNotice(savedMessage);
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
