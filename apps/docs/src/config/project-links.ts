import { projectLinks } from 'virtual:project-links';

/**
 * The project's public addresses, read from the root package.json when the site is built
 * (`repository`, `homepage`, `author`, `bugs`). Each is undefined until the package declares it, and
 * the site then shows no link for it.
 */
export { projectLinks };

/** What to type to get the code: the placeholder stands until package.json names a repository. */
export function cloneCommand(links = projectLinks): string {
  const url = links.repository?.cloneUrl ?? '<repository-url>';
  return `git clone ${url} ${links.cloneFolder}\ncd ${links.cloneFolder}`;
}
