import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';
import { AnswerSaver } from '../answer-saver';
import { formatClock } from '../use-countdown';

describe('the answer saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the newest answers once the child pauses, one request for a quick run of changes', async () => {
    const sent: Answer[][] = [];
    const saver = new AnswerSaver(async (answers) => void sent.push([...answers]), [null, null]);
    saver.change(['a', null]);
    saver.change(['a', 'b']);
    expect(saver.getStatus().state).toBe('saved');
    await vi.advanceTimersByTimeAsync(400);
    expect(sent).toEqual([['a', 'b']]);
    expect(saver.getStatus().state).toBe('saved');
  });

  it('keeps trying while the server cannot be reached, saying so, and catches up when it can', async () => {
    let reachable = false;
    const sent: Answer[][] = [];
    const saver = new AnswerSaver(
      async (answers) => {
        if (!reachable) throw new ApiError(0, 'offline');
        sent.push([...answers]);
      },
      [null],
    );
    saver.change(['c']);
    await vi.advanceTimersByTimeAsync(400);
    expect(saver.getStatus().state).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.getStatus().state).toBe('offline');
    reachable = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([['c']]);
    expect(saver.getStatus().state).toBe('saved');
  });

  it("holds the answers with the server's words when it refuses them (409), and sends them once resumed", async () => {
    let closed = true;
    const sent: Answer[][] = [];
    const saver = new AnswerSaver(
      async (answers) => {
        if (closed)
          throw new ApiError(409, 'Your teacher has closed this exam: the answers saved so far are final');
        sent.push([...answers]);
      },
      [null, null],
    );
    saver.change(['d', null]);
    await vi.advanceTimersByTimeAsync(400);
    expect(saver.getStatus()).toEqual({
      state: 'refused',
      refusal: 'Your teacher has closed this exam: the answers saved so far are final',
      saved: [null, null],
    });
    saver.change(['d', 'a']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(saver.getStatus().state).toBe('refused');

    closed = false;
    saver.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['d', 'a']]);
    expect(saver.getStatus()).toEqual({ state: 'saved', refusal: null, saved: ['d', 'a'] });
  });

  it('shows the time left as minutes and seconds, rounded up', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(754_000)).toBe('12:34');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });
});
