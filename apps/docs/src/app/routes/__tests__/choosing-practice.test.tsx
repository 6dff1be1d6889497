import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the how the platform chooses practice page', () => {
  it('explains mastery and charged answers, and links to the endpoints that read them', async () => {
    await renderApp(paths.choosingPractice.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How the Platform Chooses Practice');

    const mastery = screen.getByRole('region', { name: 'Mastery' });
    const levels = within(mastery)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(levels).toEqual(['new', 'learning', 'practised', 'mastered']);
    expect(mastery).toHaveTextContent('90 % right or more, and the median time per step at most 6 s.');

    const wrongAnswers = screen.getByRole('region', { name: 'Which formula a wrong answer is charged to' });
    const ninety = within(wrongAnswers).getByRole('row', { name: /^90 / });
    expect(ninety).toHaveTextContent('add.big.7');

    const endpoints = screen.getByRole('region', { name: 'The endpoints' });
    for (const [name, path] of [
      ["The signed-in student's formulas", '/api/v1/student/skills'],
      ["A student's formulas", '/api/v1/student/{studentId}/skills'],
      ['A level’s formula map', '/api/v1/analytics/skills'],
    ] as const) {
      const link = within(endpoints).getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^#\/api\/\d+$/);
      expect(link.closest('tr')).toHaveTextContent(path);
    }

    const focus = screen.getByRole('region', { name: 'Choosing practice' });
    expect(within(focus).getByRole('link', { name: 'Exams, Results and Analytics' })).toHaveAttribute(
      'href',
      '#/exams-and-results#exams',
    );
  });
});
