import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** Nothing to show yet, said plainly, with what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} />;
}
