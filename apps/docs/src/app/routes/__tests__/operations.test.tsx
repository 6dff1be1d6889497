import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the operations page', () => {
  it('says what the embedded database promises, with the measured commits, and how to back up', async () => {
    await renderApp(paths.operations.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Operations');
    expect(screen.getByRole('region', { name: 'What the embedded database promises' })).toHaveTextContent(
      'measured 3347 commits/s as PGlite runs and 4173 with fsync=on requested',
    );
    expect(screen.getByRole('figure', { name: 'Dump and restore' })).toHaveTextContent(
      'npm run db:restore -- --force before-upgrade.jsonl.gz',
    );
  });
});
