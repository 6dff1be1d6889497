import { CheckOutlined, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../answer-saver';
import './save-status.css';

const WORDS = {
  saved: { icon: <CheckOutlined aria-hidden />, text: 'saveStatus.saved' },
  saving: { icon: <CloudSyncOutlined aria-hidden />, text: 'saveStatus.saving' },
  offline: { icon: <DisconnectOutlined aria-hidden />, text: 'saveStatus.offline' },
} as const satisfies Record<Exclude<SaveState, 'refused'>, { icon: ReactNode; text: string }>;

/** Where the answers are, in words a child can trust: saved, on their way, or kept until the network is back. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('takeExam');
  if (state === 'refused') return null;
  const { icon, text } = WORDS[state];
  return (
    <span className={`save-status save-status-${state}`} role="status">
      {icon} {t(text)}
    </span>
  );
}
