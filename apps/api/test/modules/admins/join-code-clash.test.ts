import { describe, expect, it, vi } from 'vitest';
import type * as JoinCode from '../../../src/domain/join-code.js';
import { createAdmin, joinCodeOf } from '../../helpers/accounts.js';
import { expectError } from '../../helpers/envelope.js';
import { useTestApp } from '../../helpers/test-app.js';

/** The codes the generator will draw next, in order; once they run out, the real generator draws. */
const draws: string[] = [];

vi.mock('../../../src/domain/join-code.js', async (importOriginal) => {
  const original = await importOriginal<typeof JoinCode>();
  return { ...original, newJoinCode: () => draws.shift() ?? original.newJoinCode() };
});

describe('a join code that is already taken', () => {
  const context = useTestApp();

  it('is drawn again, at registration and when the code changes', async () => {
    draws.push('AAAAAAAA');
    const first = await createAdmin(context.app);
    expect(await joinCodeOf(context.app, first)).toBe('AAAAAAAA');

    draws.push('AAAAAAAA', 'BBBBBBBB');
    const second = await createAdmin(context.app);
    expect(await joinCodeOf(context.app, second)).toBe('BBBBBBBB');

    draws.push('AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC');
    const changed = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/join-code',
      headers: second.auth,
    });
    expect(changed.json().data.join_code).toBe('CCCCCCCC');
  });

  it('gives up after three draws that all clash', async () => {
    draws.push('DDDDDDDD');
    await createAdmin(context.app);
    const admin = await createAdmin(context.app);
    draws.push('DDDDDDDD', 'DDDDDDDD', 'DDDDDDDD');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/admin/join-code',
      headers: admin.auth,
    });
    expectError(response, 500, 'Internal Server Error');
    expect(draws).toEqual([]);
  });
});
