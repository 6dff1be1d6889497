import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UndocumentedEndpoint } from '@/lib/openapi/endpoint';
import { EndpointPage } from '../endpoint-page';

describe('the page of an endpoint the document does not describe yet', () => {
  it('says so instead of failing', () => {
    const endpoint: UndocumentedEndpoint = {
      documented: false,
      index: 20,
      method: 'PATCH',
      path: '/api/v1/exam/{examId}/activate',
      tag: 'Exam',
      label: 'PATCH /api/v1/exam/{examId}/activate',
    };
    const router = createMemoryRouter([
      { path: '/', element: <EndpointPage endpoint={endpoint} previous={undefined} next={undefined} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'PATCH /api/v1/exam/{examId}/activate',
    );
    expect(screen.getByText('Not documented yet')).toBeInTheDocument();
    expect(
      screen.getByText(/does not describe PATCH \/api\/v1\/exam\/\{examId\}\/activate yet/),
    ).toBeInTheDocument();
  });
});
