import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import type { StreamEvent } from '@abacus/contract';
import { followLiveEvents } from '../live-events';

interface Connection {
  status?: number;
  headers?: Record<string, string>;
  /** What the server writes; the stream then ends, unless it stays open. */
  text?: string;
  staysOpen?: boolean;
}

/** The API answering each connection in turn as `connections` say, noting when each was asked for. */
function serve(connections: Connection[]) {
  const asked: number[] = [];
  vi.spyOn(api, 'GET').mockImplementation(((_path: string, { signal }: { signal: AbortSignal }) => {
    asked.push(performance.now());
    const { status = 200, headers = {}, text = '', staysOpen = false } = connections.shift() ?? {};
    const response = new Response(null, { status, headers });
    if (status !== 200) return Promise.resolve({ error: {}, response });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        if (!staysOpen) controller.close();
        signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve({ data: body, response });
  }) as never);
  return asked;
}

const ready = (heartbeatSeconds: number) =>
  `id: 1\nevent: ready\ndata: {"heartbeat_seconds":${heartbeatSeconds}}\n\n`;

/** Follows the stream until `enough` events came, then stops; the events. */
async function follow(enough: number): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const stop = new AbortController();
  const done = followLiveEvents((event) => {
    events.push(event);
    if (events.length === enough) stop.abort();
  }, stop.signal);
  await done;
  return events;
}

afterEach(() => vi.restoreAllMocks());

describe('following the live stream', () => {
  it('hands on its events, and connects again once the server ends it', async () => {
    const asked = serve([
      { text: `${ready(15)}id: 2\nevent: exam\ndata: {"exam_id":"e1","change":"opened"}\n\n` },
      { text: ready(15), staysOpen: true },
    ]);
    expect(await follow(3)).toEqual([
      { event: 'ready', data: { heartbeat_seconds: 15 } },
      { event: 'exam', data: { exam_id: 'e1', change: 'opened' } },
      { event: 'ready', data: { heartbeat_seconds: 15 } },
    ]);
    expect(asked).toHaveLength(2);
  });

  it('takes a stream that misses its heartbeats for dead, and connects again', async () => {
    serve([
      { text: ready(0.05), staysOpen: true },
      { text: ready(15), staysOpen: true },
    ]);
    expect((await follow(2)).map(({ event }) => event)).toEqual(['ready', 'ready']);
  });

  it('waits as long as a refusal asks, and leaves out what it does not know', async () => {
    const asked = serve([
      { status: 503, headers: { 'retry-after': '1' } },
      { text: `event: news\ndata: {}\n\nevent: exam\ndata: not json\n\n${ready(15)}`, staysOpen: true },
    ]);
    expect(await follow(1)).toEqual([{ event: 'ready', data: { heartbeat_seconds: 15 } }]);
    // Node's timers count whole milliseconds: one set for 1000 ms may fire at 999.9 by performance.now().
    expect(asked[1]! - asked[0]!).toBeGreaterThan(999);
  });

  it('stops, and connects no more, once told to', async () => {
    const asked = serve([{ text: ready(15), staysOpen: true }]);
    await follow(1);
    expect(asked).toHaveLength(1);
  });
});
