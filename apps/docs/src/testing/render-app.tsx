import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';

/**
 * A screen's first visit loads its chunk and Ant Design's components: about a second the first time in
 * jsdom, past five when every core is busy with other suites; the test's own timeout (60 s) stays above it.
 */
const FIRST_RENDER_TIMEOUT_MS = 30_000;

/**
 * The whole site (real providers, router and screens) opened at `route`, e.g. `/api/0`. Resolves once
 * the screen's heading is shown.
 */
export async function renderApp(route: string) {
  // replaceState, unlike assigning location.hash, fires no hashchange the router would see as a navigation.
  window.history.replaceState(null, '', `#${route}`);
  const user = userEvent.setup();
  const view = render(<App />);
  await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_RENDER_TIMEOUT_MS });
  return { user, ...view };
}

/** The route the hash router is showing now. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '');
}
