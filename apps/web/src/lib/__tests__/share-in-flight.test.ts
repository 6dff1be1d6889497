import { describe, expect, it } from 'vitest';
import { shareInFlight } from '../share-in-flight';

/** A task the test settles by hand, counting how often it was started. */
function controlledTask() {
  const settle: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const task = () =>
    new Promise<number>((resolve, reject) => {
      settle.push({ resolve, reject });
    });
  return { task, settle };
}

describe('shareInFlight', () => {
  it('gives every caller during one run that run, started once', async () => {
    const { task, settle } = controlledTask();
    const shared = shareInFlight(task);
    const calls = [shared(), shared(), shared()];
    expect(settle).toHaveLength(1);
    settle[0]?.resolve(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
  });

  it('starts a new run once the last one has settled, resolved or rejected', async () => {
    const { task, settle } = controlledTask();
    const shared = shareInFlight(task);
    const first = shared();
    settle[0]?.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    const second = shared();
    expect(settle).toHaveLength(2);
    settle[1]?.resolve(2);
    expect(await second).toBe(2);
  });
});
