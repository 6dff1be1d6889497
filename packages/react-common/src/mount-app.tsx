import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** The element of index.html that holds what the page shows before its script has arrived. */
const APP_ELEMENT_ID = 'app';

/**
 * Renders `app`, in strict mode, into the page's `#app` element: its first render replaces the words the
 * HTML shows while the script is on its way (on a slow line, seconds). A page without one gets an element
 * of its own at the end of the body. The first render is a transition, so React yields to the browser
 * every few milliseconds while it builds the screen (Ant Design works out its styles as it renders): on a
 * cheap phone one render was a single task of some 450 ms in which a tap went unanswered. Until a lazy
 * screen's code has come, the page keeps showing those words rather than a spinner.
 */
export function mountApp(app: ReactNode): void {
  const container =
    document.getElementById(APP_ELEMENT_ID) ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
