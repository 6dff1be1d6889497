import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the project structure page', () => {
  it('draws every folder in the tree and says what the described ones hold', async () => {
    await renderApp(paths.projectStructure.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Project Structure');
    expect(screen.getByRole('figure', { name: 'Folder tree' })).toHaveTextContent(
      '├── live-round/ │ │ │ ├── api/',
    );
    const folders = screen.getByRole('region', { name: 'What each folder holds' });
    const rounds = within(folders).getByRole('row', { name: /^apps\/api\/src\/modules\/rounds\// });
    expect(rounds).toHaveTextContent('live rounds: questions on the projector, answers by the clock');
  });

  it('says how this site is built from the OpenAPI document', async () => {
    await renderApp(paths.projectStructure.getHref());
    expect(screen.getByRole('region', { name: 'This documentation site' })).toHaveTextContent(
      'a new endpoint needs only its entry there (and its operation in openapi.json) to get its page',
    );
  });
});
