import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';

interface Query<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** A part of the screen that waits for its own data: a grey outline, then the data or the error with a retry. */
export interface LoadedProps<T> {
  query: Query<T>;
  label: string;
  /** How many lines of grey the outline has: about as many as the data takes. */
  rows?: number;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, label, rows, children }: LoadedProps<T>) {
  if (query.isPending) return <LoadingBlock label={label} rows={rows} />;
  if (query.isError || query.data === undefined)
    return <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
