import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectLinks } from '@/config/project-links';
import { apiReference } from '@/lib/openapi/api-reference';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';
import { projectLinkList } from '../project-link-list';

const sidebar = () => screen.getByRole('complementary', { name: 'Documentation menu' });

describe('the shell', () => {
  it('lists every endpoint in the menu, grouped by tag and labelled from the OpenAPI document', async () => {
    const { user } = await renderApp('/api/0');
    const closedGroups = apiReference.groups.filter(
      (group) => group.endpoints.length > 1 && group.tag !== apiReference.endpoints[0]!.tag,
    );
    for (const group of closedGroups) {
      await user.click(within(sidebar()).getByRole('menuitem', { name: group.tag }));
    }
    const endpointItems = within(sidebar())
      .getAllByRole('menuitem')
      .filter((item) => item.querySelector('[data-method]'));
    expect(endpointItems.map((item) => item.textContent)).toEqual(
      apiReference.groups.flatMap((group) =>
        group.endpoints.map((endpoint) => `${endpoint.method}${endpoint.label}`),
      ),
    );
    expect(endpointItems).toHaveLength(apiReference.endpoints.length);
  });

  it('opens an endpoint page from the menu', async () => {
    const { user } = await renderApp('/api/0');
    const health = apiReference.endpoints.find((endpoint) => endpoint.path === '/health')!;
    await user.click(within(sidebar()).getByRole('menuitem', { name: `GET ${health.label}` }));
    expect(await screen.findByRole('heading', { level: 1, name: health.label })).toBeInTheDocument();
  });

  it.each([
    ['/models', 'Models'],
    ['/about', 'About'],
  ])('keeps %s selected in the menu on the coming-soon page it leads to', async (route, label) => {
    await renderApp(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coming Soon');
    const selected = sidebar().querySelectorAll('.ant-menu-item-selected');
    expect([...selected].map((item) => item.textContent)).toEqual([label]);
  });

  it.each(['/coming-soon', '/not-found', '/no-such-page'])('selects no menu entry on %s', async (route) => {
    await renderApp(route);
    expect(sidebar().querySelectorAll('.ant-menu-item-selected, .ant-menu-submenu-selected')).toHaveLength(0);
  });

  it('collapses the sidebar to 80 px and expands it back to 300 px', async () => {
    const { user } = await renderApp('/welcome');
    expect(sidebar()).toHaveStyle({ width: '300px' });
    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(sidebar()).toHaveStyle({ width: '80px' });
    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(sidebar()).toHaveStyle({ width: '300px' });
  });

  it('titles the header and links only to the addresses package.json declares', async () => {
    await renderApp('/welcome');
    expect(screen.getByRole('banner')).toHaveTextContent('API Documentation');
    const links = screen.queryByRole('navigation', { name: 'Project links' });
    const declared = projectLinkList(projectLinks);
    if (declared.length === 0) {
      expect(links).not.toBeInTheDocument();
    } else {
      expect(
        within(links!)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(declared.map((link) => link.href));
    }
  });

  it('shows the support popover from the heart button', async () => {
    const { user } = await renderApp('/welcome');
    await user.click(screen.getByRole('button', { name: 'Support the project' }));
    expect(await screen.findByText(/tell other teachers about it/)).toBeInTheDocument();
  });

  it('shows only the desktop notice on a screen narrower than 780 px', async () => {
    setViewportWidth(700);
    await renderApp('/welcome');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Desktop Mode Required');
    expect(
      screen.getByText(
        /please access this website on a desktop device or enable "Desktop Mode" on your mobile browser\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
