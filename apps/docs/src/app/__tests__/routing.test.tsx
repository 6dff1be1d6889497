import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuProps } from 'antd';
import { buildSidebarMenu } from '@/components/shell/sidebar-menu-items';
import { apiReference } from '@/lib/openapi/api-reference';
import { currentRoute, renderApp } from '@/testing/render-app';
import { routes } from '../router';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The keys of the menu's entries that open a guide (every entry but the endpoints'): router paths. */
function guideEntries(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => {
    if (!item || !('key' in item)) return [];
    if ('children' in item && item.children) return guideEntries(item.children);
    const key = String(item.key);
    return key.startsWith('/api/') ? [] : [key];
  });
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('routing', () => {
  it('opens the welcome page for an empty route', async () => {
    await renderApp('');
    expect(currentRoute()).toBe('/welcome');
    expect(heading()).toHaveTextContent('Abacus Exam Platform API');
  });

  it('has a route for every guide in the menu', () => {
    const routePaths = (routes[0]?.children ?? []).map((route) => route.path);
    const entries = guideEntries(buildSidebarMenu(apiReference).items);
    expect(entries.filter((entry) => !routePaths.includes(entry))).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each([
    ['/key-feature', 'Key Features'],
    ['/classroom-app', 'Classroom App'],
    ['/architecture/core', 'Core Overview'],
    ['/architecture/project-structure', 'Project Structure'],
    ['/architecture/performance', 'Performance'],
    ['/enviroment-variables', 'Environment Variables'],
    ['/installation', 'Installation'],
    ['/installation-with-docker', 'Installation with Docker'],
    ['/operations', 'Operations'],
    ['/authentication', 'Authentication'],
    ['/running-a-class', 'Running a Class'],
    ['/exams-and-results', 'Exams, Results and Analytics'],
    ['/choosing-practice', 'How the Platform Chooses Practice'],
    ['/testing', 'Testing'],
    ['/coming-soon', 'Coming Soon'],
    ['/not-found', '404 NOT FOUND'],
  ])('shows %s', async (route, title) => {
    await renderApp(route);
    expect(heading()).toHaveTextContent(title);
  });

  it.each(['/models', '/about'])('sends %s to the coming-soon page', async (route) => {
    await renderApp(route);
    expect(currentRoute()).toBe('/coming-soon');
    expect(heading()).toHaveTextContent('Coming Soon');
  });

  const pastTheLastEndpoint = `/api/${apiReference.endpoints.length}`;

  it.each(['/no-such-page', pastTheLastEndpoint, '/api/-1', '/api/1.5', '/api/01', '/api/abc'])(
    'sends %s to the not-found page',
    async (route) => {
      await renderApp(route);
      expect(currentRoute()).toBe('/not-found');
      expect(heading()).toHaveTextContent('404 NOT FOUND');
    },
  );
});
