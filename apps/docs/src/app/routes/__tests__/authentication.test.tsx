import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the authentication page', () => {
  it('says who registers whom, and how sign-in is limited for a class on one address', async () => {
    await renderApp(paths.authentication.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Authentication');
    expect(screen.getByRole('region', { name: 'Two roles, separate tokens' })).toHaveTextContent(
      'each admin is a separate tenant and sees only their own students, exams and results',
    );
    expect(screen.getByRole('region', { name: 'Rate limits' })).toHaveTextContent(
      'a sprayer of 1000 usernames is refused from its 101st',
    );
  });
});
