import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** The element of index.html that holds what the page shows before its script has arrived. */
const APP_ELEMENT_ID = 'app';

/**
 * Renders `app`, in strict mode, into the page's `#app` element: its first render replaces the words the
 * HTML shows while the script is on its way (on a slow line, seconds). A page without one gets an element
 * of its own at the end of the body.
 */
export function mountApp(app: ReactNode): void {
  const container =
    document.getElementById(APP_ELEMENT_ID) ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
