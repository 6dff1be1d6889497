import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';

interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's word: "Copy code". */
  label: string;
  /** What a screen reader hears once it is copied: "The class code is copied." */
  copiedNotice: string;
}

/**
 * A button that copies `text` and says so: its word turns to "Copied" until the text changes. A full
 * control (48 px high), not an icon, so that it is found and hit at once.
 */
export function CopyButton({ text, label, copiedNotice }: CopyButtonProps) {
  const { t } = useTranslation('shared');
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  const done = copied?.text === text ? copied : null;
  return (
    <>
      <Button
        size="large"
        icon={done?.ok ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        onClick={() => void copyText(text).then((ok) => setCopied({ text, ok }))}
      >
        {done?.ok ? t('copied') : label}
      </Button>
      <span role="status" className={done?.ok === false ? undefined : 'visually-hidden'}>
        {done && (done.ok ? copiedNotice : t('couldNotCopy'))}
      </span>
    </>
  );
}
