import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('the classroom app page', () => {
  it('tours the screens of students and teachers', async () => {
    await renderApp(paths.classroomApp.getHref());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Classroom App');
    expect(screen.getByRole('region', { name: 'For students' })).toHaveTextContent(
      'Students join their class at /app/join with the class code their teacher gives them',
    );
    expect(screen.getByRole('region', { name: 'For teachers' })).toHaveTextContent(
      'so the preview is exactly what the server stores',
    );
    expect(screen.getByRole('region', { name: 'Its tests' })).toHaveTextContent('it fails above 240 KB');
  });
});
