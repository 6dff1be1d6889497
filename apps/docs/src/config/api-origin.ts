/** Where a fresh `npm start` listens (APPLICATION_PORT's default): the address in commands to copy. */
export const LOCAL_API_ORIGIN = 'http://localhost:3000';

/** The API serves this site, so the page's own origin is where every documented URL lives. */
export function apiOrigin(): string {
  return window.location.origin;
}
