// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childOverview, gradeRecord, linkedChild } from '@/features/family/__tests__/family-fixtures';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import type { ChildOverview, LinkedChild } from '@/types/api';
import FamilyRoute from '../family';

const RAVI = linkedChild();
const ASHA = linkedChild({ student_id: 'sAsha000000001', fullname: 'Asha Kumar', sclass: null, level: 1 });

/** The children the API lists now: a test may change them, as an unlink does. */
let linked: LinkedChild[] = [];
const serveChildren = (children: LinkedChild[]) => {
  linked = children;
};

/** The API of a parent with these children, each read as `overviews` has them. */
function serveFamily(children: LinkedChild[], overviews: Record<string, ChildOverview> = {}) {
  serveChildren(children);
  const get = vi.spyOn(api, 'GET').mockImplementation((async (
    path: string,
    options?: { params: { path: { studentId: string } } },
  ) => {
    const data =
      path === '/api/v1/parent/children' ? linked : overviews[options?.params.path.studentId ?? ''];
    return { data: { data }, response: new Response() };
  }) as never);
  const router = createMemoryRouter([{ path: '/family', Component: FamilyRoute }], {
    initialEntries: ['/family'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { get, router };
}

describe('a parent’s home', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the first child, with a switch to the other, and the other once chosen', async () => {
    const { router } = serveFamily([RAVI, ASHA], {
      [RAVI.student_id]: childOverview(RAVI, { grades: [gradeRecord()] }),
      [ASHA.student_id]: childOverview(ASHA, { latest_results: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    screen.getByText('Class 4, abacus level 2. Teacher: Meera Sharma.');
    const switcher = screen.getByRole('radiogroup', { name: 'Which child' });
    expect(within(switcher).getByRole('radio', { name: 'Ravi Kumar' })).toBeChecked();
    for (const section of ['This week', 'Tests due', 'Latest results', 'Grades', 'Formulas', 'Unlink'])
      await screen.findByRole('region', { name: section });
    within(screen.getByRole('region', { name: 'Latest results' })).getByText('Friday sums');
    within(screen.getByRole('region', { name: 'Grades' })).getByRole('button', {
      name: 'Download certificate of 8th kyu (PDF)',
    });

    await userEvent.click(within(switcher).getByText('Asha Kumar'));
    await screen.findByRole('heading', { level: 1, name: 'Asha Kumar' });
    expect(router.state.location.search).toBe(`?child=${ASHA.student_id}`);
    screen.getByText('Abacus level 1. Teacher: Meera Sharma.');
    await screen.findByText('No results yet. They show here once Asha Kumar finishes an exam.');
  });

  it('shows one child alone, with no switch', async () => {
    serveFamily([RAVI], { [RAVI.student_id]: childOverview(RAVI) });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    await screen.findByRole('region', { name: 'This week' });
    expect(screen.queryByRole('radiogroup', { name: 'Which child' })).toBeNull();
  });

  it('unlinks a child once the parent confirms, and goes on to the other child, saying so', async () => {
    const { router } = serveFamily([RAVI, ASHA], {
      [RAVI.student_id]: childOverview(RAVI),
      [ASHA.student_id]: childOverview(ASHA),
    });
    const remove = vi.spyOn(api, 'DELETE').mockImplementation((async () => {
      serveChildren([ASHA]);
      return { data: { data: { message: 'Child unlinked Successfully' } }, response: new Response() };
    }) as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Ravi Kumar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await screen.findByRole('heading', { level: 1, name: 'Asha Kumar' });
    await screen.findByText('Ravi Kumar is unlinked from your account.');
    expect(remove).toHaveBeenCalledWith('/api/v1/parent/children/{studentId}', {
      params: { path: { studentId: RAVI.student_id } },
    });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('radiogroup', { name: 'Which child' })).toBeNull();
  });

  it('asks for a family code at once when no child is linked yet', async () => {
    const { get } = serveFamily([]);
    await screen.findByRole('heading', { level: 1, name: 'Link your child' });
    screen.getByRole('textbox', { name: 'Family code' });
    screen.getByRole('button', { name: 'Link my child' });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
