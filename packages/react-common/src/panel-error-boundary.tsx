import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

/** An error boundary around one independent panel: the rest of the screen keeps working. */
export function PanelErrorBoundary({ panel, children }: { panel: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <Alert
          type="error"
          showIcon
          title={`The ${panel} could not be shown. Reload the page to try again.`}
        />
      }
    >
      {children}
    </ErrorBoundary>
  );
}
