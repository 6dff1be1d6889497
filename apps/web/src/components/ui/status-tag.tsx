import { Tag } from 'antd';
import type { ReactNode } from 'react';
import './status-tag.css';

export type StatusTone = 'amber' | 'blue' | 'green' | 'grey' | 'purple' | 'red';

/** A short label on a card, in a calm tone whose text keeps AA contrast (Ant Design's presets do not). */
export function StatusTag({
  tone,
  icon,
  children,
}: {
  tone: StatusTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tag icon={icon} className={`status-tag status-tag-${tone}`}>
      {children}
    </Tag>
  );
}
