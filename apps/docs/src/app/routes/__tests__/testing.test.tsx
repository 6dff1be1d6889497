import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the testing page', () => {
  it('offers the Postman collection and says how to run it with only baseUrl set', async () => {
    await renderApp(paths.testing.getHref());
    const section = screen.getByRole('region', { name: 'Try the API in Postman' });
    expect(section).toHaveTextContent(
      'in 11 folders in the order a class goes through them: Sign up and sign in, The teacher’s class, Exams, ' +
        'Taking exams, Grading, Live round, Results and analytics, Formulas and today’s practice, Families, ' +
        'Clearing up, Live updates.',
    );
    expect(section).toHaveTextContent(
      'Set one collection variable, baseUrl (http://localhost:3000 for a local npm start), and run the ' +
        'collection from top to bottom',
    );
    expect(section).toHaveTextContent('The run stops before the live updates stream (GET /api/v1/events)');
    const command = within(section).getByRole('figure', { name: 'Run the collection with newman' });
    expect(command).toHaveTextContent(
      'npx newman run abacus-api.postman_collection.json --env-var baseUrl=http://localhost:3000',
    );
    expect(within(section).getByRole('link', { name: 'Download the Postman collection' })).toHaveAttribute(
      'href',
      '/abacus-api.postman_collection.json',
    );
  });

  it('names the quick run while working, and how the endpoint pages get their examples', async () => {
    await renderApp(paths.testing.getHref());
    expect(screen.getByRole('region', { name: 'Running the tests' })).toHaveTextContent(
      'npm run test:quickWhat a developer runs while working, in about two and a half minutes on two cores',
    );
    expect(screen.getByRole('region', { name: 'The examples on the endpoint pages' })).toHaveTextContent(
      'Meera registers as a teacher and signs in, Ravi joins her class with its code',
    );
  });
});
