import { CheckOutlined, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SaveState } from '../answer-saver';
import './save-status.css';

const WORDS: Record<Exclude<SaveState, 'refused'>, { icon: ReactNode; text: string }> = {
  saved: { icon: <CheckOutlined aria-hidden />, text: 'All answers saved' },
  saving: { icon: <CloudSyncOutlined aria-hidden />, text: 'Saving…' },
  offline: {
    icon: <DisconnectOutlined aria-hidden />,
    text: 'No connection: your answers are kept here and will be sent',
  },
};

/** Where the answers are, in words a child can trust: saved, on their way, or kept until the network is back. */
export function SaveStatus({ state }: { state: SaveState }) {
  if (state === 'refused') return null;
  const { icon, text } = WORDS[state];
  return (
    <span className={`save-status save-status-${state}`} role="status">
      {icon} {text}
    </span>
  );
}
