import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/**
 * An error boundary around one independent panel: the rest of the screen keeps working. `message` says,
 * in the screen's language, which panel failed and what to do.
 */
export function PanelErrorBoundary({ message, children }: { message: string; children: ReactNode }) {
  return <ErrorBoundary fallback={<Alert type="error" showIcon title={message} />}>{children}</ErrorBoundary>;
}
