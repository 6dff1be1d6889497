import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readRepositoryFile, repositoryHas } from '@/testing/repository-files';
import { routes } from '../router';

/** Where `npm start` serves the site; the README links to its pages there. */
const SITE = 'http://localhost:3000/#';

const readmeLinks = () =>
  [...readRepositoryFile('README.md').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

/** The routes that show a page of their own: not the catch-all, nor those that send elsewhere. */
const pageRoutes = (routes[0]?.children ?? []).flatMap((route) =>
  route.path && route.path !== '*' && route.lazy ? [route.path] : [],
);

describe("the README's links", () => {
  it('name pages of the documentation site', () => {
    const pages = readmeLinks()
      .filter((link) => link.startsWith(SITE))
      .map((link) => link.slice(SITE.length));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((page) => !pageRoutes.some((route) => matchPath(route, page)))).toEqual([]);
  });

  it('name files and folders of the repository', () => {
    const files = readmeLinks().filter((link) => !/^[a-z]+:|^#/.test(link));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !repositoryHas(file))).toEqual([]);
  });
});
