import { screen, within } from '@testing-library/react';
import { projectFacts } from 'virtual:project-facts';
import { describe, expect, it } from 'vitest';
import { projectLinks } from '@/config/project-links';
import { readRepositoryFile } from '@/testing/repository-files';
import { renderApp } from '@/testing/render-app';

describe('the welcome page', () => {
  it('shows the figures of this project, computed when the site is built', async () => {
    await renderApp('/welcome');
    const rootPackage = JSON.parse(readRepositoryFile('package.json')) as { version: string };
    expect(projectFacts.version).toBe(rootPackage.version);
    const figures = screen.getAllByRole('group', { name: /The project in figures/ })[0]!;
    expect(figures).toHaveTextContent(`${projectFacts.endpointCount}API endpoints`);
    expect(figures).toHaveTextContent(`v${rootPackage.version}latest version`);
  });

  it('has three slides: figures, technologies and development tools', async () => {
    await renderApp('/welcome');
    const carousel = screen.getByRole('region', { name: 'Project highlights' });
    const titles = within(carousel)
      .getAllByRole('group', { hidden: true })
      .map((slide) => slide.getAttribute('aria-label'));
    expect(new Set(titles)).toEqual(
      new Set([
        'Slide 1 of 3: The project in figures',
        'Slide 2 of 3: Technologies',
        'Slide 3 of 3: Development tools',
      ]),
    );
  });

  it('starts with the core overview and links to the repository', async () => {
    await renderApp('/welcome');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '#/architecture/core');
    expect(screen.getByRole('link', { name: 'View on GitHub' })).toHaveAttribute(
      'href',
      projectLinks.sourceRepository.href,
    );
  });

  it('presents the core features, target users and value proposition', async () => {
    await renderApp('/welcome');
    for (const title of ['Key features', 'Core Features', 'Target Users', 'Value Proposition']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
