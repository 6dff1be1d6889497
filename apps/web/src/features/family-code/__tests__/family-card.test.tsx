// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import type { Student, StudentFamily } from '@/types/api';
import { FamilyCard } from '../components/family-card';

const STUDENT: Student = {
  student_id: 'sRavi000000001',
  admin_id: 'aMeera00000001',
  fullname: 'Ravi Kumar',
  username: 'ravi.k',
  email: null,
  phone_no: null,
  sclass: 4,
  level: 2,
  level_confirmed: true,
  is_deleted: false,
  deletedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

const SUNITA = {
  parent_id: 'pSunita0000001',
  fullname: 'Sunita Kumar',
  linked_at: '2026-12-02T18:00:00.000Z',
};

const ok = (data: unknown) => ({ data: { data }, response: new Response() });

/** The API as the card meets it: the student's family, and the answers to the teacher's changes. */
function serve(family: StudentFamily, drawn = 'NVJEMP4T27') {
  const get = vi.spyOn(api, 'GET').mockImplementation((async () => ok(family)) as never);
  const post = vi
    .spyOn(api, 'POST')
    .mockImplementation((async () =>
      ok({ message: 'Family code drawn Successfully', family_code: drawn })) as never);
  const remove = vi.spyOn(api, 'DELETE').mockImplementation((async () => ok({ message: 'Done' })) as never);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FamilyCard student={STUDENT} />
    </QueryClientProvider>,
  );
  return { get, post, remove };
}

/** Presses a button of the confirmation that popped up. */
const confirm = async (name: string) =>
  userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name }));

describe('the family card of a student', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the family code in groups, how parents use it, and the parents linked', async () => {
    const { get } = serve({ family_code: 'H4WN7QKP2D', most_parents: 2, parents: [SUNITA] });
    expect((await screen.findByText('H4WN')).closest('p')?.textContent).toBe('H4WN7QKP2D');
    screen.getByText(
      /types this code under “Link a child” to follow Ravi Kumar\. Up to 2 parents can link\./,
    );
    const parents = screen.getByRole('region', { name: 'Parents linked' });
    within(parents).getByText('Sunita Kumar');
    within(parents).getByText('Linked on 2 Dec 2026');
    expect(get).toHaveBeenCalledWith('/api/v1/student/{studentId}/parents', {
      params: { path: { studentId: STUDENT.student_id } },
    });
  });

  it('makes a code for a student without one', async () => {
    const { post } = serve({ family_code: null, most_parents: 2, parents: [] });
    await screen.findByText('Ravi Kumar has no family code: no parent can link to them.');
    screen.getByText('No parent has linked yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Make a family code' }));
    expect((await screen.findByText('NVJE')).closest('p')?.textContent).toBe('NVJEMP4T27');
    expect(post).toHaveBeenCalledWith('/api/v1/student/{studentId}/family-code', {
      params: { path: { studentId: STUDENT.student_id } },
    });
  });

  it('makes a new code only once the teacher confirms the old one stops working', async () => {
    const { post } = serve({ family_code: 'H4WN7QKP2D', most_parents: 2, parents: [SUNITA] });
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    await screen.findByText('The code above stops working at once. Parents already linked stay linked.');
    await confirm('Keep it');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    await confirm('Make a new code');
    await screen.findByText('NVJE');
    expect(screen.queryByText('H4WN')).toBeNull();
  });

  it('voids the code, once confirmed', async () => {
    const { remove } = serve({ family_code: 'H4WN7QKP2D', most_parents: 2, parents: [SUNITA] });
    await userEvent.click(await screen.findByRole('button', { name: 'Void code' }));
    await confirm('Void the code');
    await screen.findByText('Ravi Kumar has no family code: no parent can link to them.');
    expect(remove).toHaveBeenCalledWith('/api/v1/student/{studentId}/family-code', {
      params: { path: { studentId: STUDENT.student_id } },
    });
    // Voiding the code leaves the parents linked.
    screen.getByText('Sunita Kumar');
  });

  it('unlinks a parent, once confirmed', async () => {
    const { remove } = serve({ family_code: 'H4WN7QKP2D', most_parents: 2, parents: [SUNITA] });
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Sunita Kumar' }));
    await screen.findByText(/^Sunita Kumar stops seeing how Ravi Kumar is doing at once\./);
    await confirm('Unlink');
    await screen.findByText('No parent has linked yet.');
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/api/v1/student/{studentId}/parents/{parentId}', {
        params: { path: { studentId: STUDENT.student_id, parentId: SUNITA.parent_id } },
      }),
    );
  });
});
