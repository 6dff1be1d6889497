import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiReference } from '@/lib/openapi/api-reference';
import { currentRoute, renderApp } from '@/testing/render-app';

const heading = () => screen.getByRole('heading', { level: 1 });

describe('routing', () => {
  it('opens the welcome page for an empty route', async () => {
    await renderApp('');
    expect(currentRoute()).toBe('/welcome');
    expect(heading()).toHaveTextContent('Abacus Exam Platform API');
  });

  it.each([
    ['/key-feature', 'Key Features'],
    ['/architecture/core', 'Core Overview'],
    ['/architecture/project-structure', 'Project Structure'],
    ['/enviroment-variables', 'Environment Variables'],
    ['/installation', 'Installation'],
    ['/installation-with-docker', 'Installation with Docker'],
    ['/authentication', 'Authentication'],
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
