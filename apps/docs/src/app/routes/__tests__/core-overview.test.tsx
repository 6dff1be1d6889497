import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the core overview page', () => {
  it('says what the database itself guards', async () => {
    await renderApp(paths.coreOverview.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Core Overview');
    expect(screen.getByRole('region', { name: 'The data model' })).toHaveTextContent(
      'an assessment takes one result per student (a unique index decides, so simultaneous submissions cannot both succeed)',
    );
  });
});
