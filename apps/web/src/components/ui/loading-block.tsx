import { Skeleton } from 'antd';

/** Where content is on its way: a grey outline of it, announced to screen readers. */
export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
