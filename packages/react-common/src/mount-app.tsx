import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `app`, in strict mode, into an element of its own at the end of the page's body. */
export function mountApp(app: ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
