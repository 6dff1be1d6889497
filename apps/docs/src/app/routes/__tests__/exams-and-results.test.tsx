import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the exams, results and analytics page', () => {
  it('explains exams, gradings and live rounds, and links to how a million results are read', async () => {
    await renderApp(paths.examsAndResults.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Exams, Results and Analytics');
    expect(screen.getByRole('region', { name: 'Exams' })).toHaveTextContent(
      'Single-attempt exams are assessments (one result per student); the others are practice.',
    );
    expect(screen.getByRole('region', { name: 'Grading examinations' })).toHaveTextContent(
      'passed at 210 of 300',
    );
    expect(screen.getByRole('region', { name: 'Live rounds' })).toHaveTextContent(
      'places shared on a tie (1, 2, 2, 4)',
    );
    const analytics = screen.getByRole('region', { name: 'Analytics' });
    expect(within(analytics).getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '#/architecture/performance#million-results',
    );
  });
});
