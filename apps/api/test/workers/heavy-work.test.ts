import { describe, expect, it, vi } from 'vitest';
import { createHeavyWork } from '../../src/workers/heavy-work.js';
import { createTestApp } from '../helpers/test-app.js';

const SETTINGS = {
  maxTerms: 3,
  minNumber: 1,
  maxNumber: 50,
  operators: ['+', '-'] as const,
  totalQuestions: 10,
  marksPerQuestion: 1,
  seed: 7,
};

/** Every pool the app builds, as it built it. */
const pools = vi.hoisted(() => [] as { closed: boolean }[]);

vi.mock(import('../../src/workers/heavy-work.js'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    createHeavyWork: (...options) => {
      const heavyWork = actual.createHeavyWork(...options);
      const pool = { closed: false };
      pools.push(pool);
      return {
        ...heavyWork,
        close: async () => {
          await heavyWork.close();
          pool.closed = true;
        },
      };
    },
  };
});

describe('the heavy-work threads', () => {
  it('generate on a thread until closed, then refuse', async () => {
    const heavyWork = createHeavyWork({ maxWaitingRows: 1000 });
    const generated = await heavyWork.generate(SETTINGS);
    expect(generated.ok && generated.exam.questions).toHaveLength(10);

    await heavyWork.close();
    await expect(heavyWork.generate(SETTINGS)).rejects.toThrow('The heavy-work threads are closed');
  });

  it('are one pool per app, built with it and closed with it', async () => {
    pools.length = 0;
    const testApp = await createTestApp();
    expect(pools).toEqual([{ closed: false }]);

    await testApp.close();
    expect(pools).toEqual([{ closed: true }]);
  });
});
