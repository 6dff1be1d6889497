import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the running a class page', () => {
  it('says what a child who joins with the class code must give', async () => {
    await renderApp(paths.runningAClass.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Running a Class');
    const joinCodes = screen.getByRole('region', { name: 'Join codes' });
    expect(joinCodes).toHaveTextContent(
      'A child who joins needs a name, a username and a password; their class (sclass) and level may be given or left out for the teacher to set',
    );
    expect(screen.getByRole('region', { name: 'Closing a class' })).toHaveTextContent(
      '403 “This class has been closed by its teacher”',
    );
  });
});
