import { screen, within } from '@testing-library/react';
import { projectFacts } from 'virtual:project-facts';
import { describe, expect, it } from 'vitest';
import { projectLinks } from '@/config/project-links';
import { testRunNote } from '@/features/welcome/highlight-slides';
import { readRepositoryFile, repositoryHas } from '@/testing/repository-files';
import { renderApp } from '@/testing/render-app';
import type { TestRunFigures } from '@/types/project-facts';

/** Written by a full `npm test` that passes (apps/docs/build/project-figures-reporter.ts). */
const FIGURES_FILE = 'apps/docs/project-figures.json';

describe('the welcome page', () => {
  it('shows the figures of this project, computed when the site is built', async () => {
    await renderApp('/welcome');
    const rootPackage = JSON.parse(readRepositoryFile('package.json')) as { version: string };
    expect(projectFacts.version).toBe(rootPackage.version);
    const figures = screen.getAllByRole('group', { name: /The project in figures/ })[0]!;
    expect(figures).toHaveTextContent(`${projectFacts.endpointCount}API endpoints`);
    expect(figures).toHaveTextContent(`v${rootPackage.version}latest version`);
  });

  it('shows the tests and coverage of the committed figures file, with its date', async () => {
    const committed = repositoryHas(FIGURES_FILE)
      ? (JSON.parse(readRepositoryFile(FIGURES_FILE)) as TestRunFigures)
      : undefined;
    expect(projectFacts.testRun).toEqual(committed);
    await renderApp('/welcome');
    const figures = screen.getAllByRole('group', { name: /The project in figures/ })[0]!;
    expect(figures).toHaveTextContent(testRunNote(projectFacts));
    if (committed) {
      expect(figures).toHaveTextContent(`${committed.passedTests.toLocaleString('en-GB')}tests passing`);
      expect(figures).toHaveTextContent(`${committed.lineCoverage.toFixed(1)} %line coverage`);
    } else {
      expect(figures).not.toHaveTextContent('tests passing');
    }
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

  it('leads from the site’s front page to the classroom app', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Abacus Exam Platform API' });
    expect(screen.getByRole('link', { name: 'Open the classroom app' })).toHaveAttribute('href', '/app/');
  });

  it('starts with the core overview, and links to the source only when package.json names it', async () => {
    await renderApp('/welcome');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '#/architecture/core');
    const source = screen.queryByRole('link', { name: /View on GitHub|View the source/ });
    if (projectLinks.repository) expect(source).toHaveAttribute('href', projectLinks.repository.browseUrl);
    else expect(source).not.toBeInTheDocument();
  });

  it('presents the core features, target users and value proposition', async () => {
    await renderApp('/welcome');
    for (const title of ['Key features', 'Core Features', 'Target Users', 'Value Proposition']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
