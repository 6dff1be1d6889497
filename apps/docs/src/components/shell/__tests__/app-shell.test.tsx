import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiReference } from '@/lib/openapi/api-reference';
import { renderApp } from '@/testing/render-app';
import { setViewportWidth } from '@/testing/viewport';

const sidebar = () => screen.getByRole('complementary', { name: 'Documentation menu' });

describe('the shell', () => {
  it('lists the 37 endpoints in the menu, in documentation order, labelled from the OpenAPI document', async () => {
    const { user } = await renderApp('/api/0');
    for (const group of ['Admin', 'Exam', 'Questions', 'Result']) {
      await user.click(within(sidebar()).getByRole('menuitem', { name: group }));
    }
    const endpointItems = within(sidebar())
      .getAllByRole('menuitem')
      .filter((item) => item.querySelector('[data-method]'));
    expect(endpointItems.map((item) => item.textContent)).toEqual(
      apiReference.endpoints.map((endpoint) => `${endpoint.method}${endpoint.label}`),
    );
    expect(endpointItems).toHaveLength(37);
  });

  it('opens an endpoint page from the menu', async () => {
    const { user } = await renderApp('/api/0');
    const health = apiReference.endpoints[36]!;
    await user.click(within(sidebar()).getByRole('menuitem', { name: `GET ${health.label}` }));
    expect(await screen.findByRole('heading', { level: 1, name: health.label })).toBeInTheDocument();
  });

  it('collapses the sidebar to 80 px and expands it back to 300 px', async () => {
    const { user } = await renderApp('/welcome');
    expect(sidebar()).toHaveStyle({ width: '300px' });
    await user.click(screen.getByRole('button', { name: 'Collapse the menu' }));
    expect(sidebar()).toHaveStyle({ width: '80px' });
    await user.click(screen.getByRole('button', { name: 'Expand the menu' }));
    expect(sidebar()).toHaveStyle({ width: '300px' });
  });

  it('titles the header and names every external link', async () => {
    await renderApp('/welcome');
    expect(screen.getByRole('banner')).toHaveTextContent('API Documentation');
    const links = within(screen.getByRole('navigation', { name: 'Project links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Source repository on GitHub',
      'Maintainers’ GitHub profile',
      'Abacus Exam Platform on LinkedIn',
      'Email the maintainers',
    ]);
  });

  it('shows the support popover from the heart button', async () => {
    const { user } = await renderApp('/welcome');
    await user.click(screen.getByRole('button', { name: 'Support the project' }));
    expect(await screen.findByText('Star the repository on GitHub')).toBeInTheDocument();
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
