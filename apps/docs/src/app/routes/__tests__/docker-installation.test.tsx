import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the Docker installation page', () => {
  it('says how the production replicas scale behind the proxy, and how to run the image alone', async () => {
    await renderApp(paths.dockerInstallation.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Installation with Docker');
    expect(screen.getByRole('region', { name: 'Scaling and the proxy' })).toHaveTextContent(
      'keep N × 11 within PostgreSQL’s max_connections (100 by default)',
    );
    expect(screen.getByRole('figure', { name: 'Build and run the image' })).toHaveTextContent(
      'docker run -p 3000:3000 -v abacus-data:/app/data',
    );
  });
});
