import type { StreamEvent } from '@abacus/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { api } from './api-client';

const KNOWN_EVENTS = new Set<string>(['ready', 'exam', 'result', 'round']);

/** A stream that says nothing (not even its heartbeat) for this many heartbeats is taken for dead. */
const SILENT_HEARTBEATS = 2.5;
const DEFAULT_HEARTBEAT_SECONDS = 15;

/** After a stream the server ended (its token expired, the server restarted): soon, spread over a class. */
const RECONNECT_MS = { least: 500, most: 3_000 };
/** After a failure, waits doubling from the first to the last, each drawn at random below its bound. */
const BACKOFF_MS = { first: 1_000, last: 60_000 };

function liveEventOf(message: EventSourceMessage): StreamEvent | null {
  if (!message.event || !KNOWN_EVENTS.has(message.event)) return null;
  try {
    const data: unknown = JSON.parse(message.data);
    // The API's own words (openapi.json describes them); an event of a newer API is left out above.
    return { event: message.event, data } as StreamEvent;
  } catch {
    return null;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

const between = (least: number, most: number) => least + Math.random() * (most - least);

/** How a connection went: whether it was served (it said `ready`), and how long the server asked to wait. */
interface Outcome {
  served: boolean;
  retryAfterMs?: number;
}

/**
 * One connection: opened with the session's token (renewed by the API client when refused), read until
 * the server ends it, it falls silent, or `signal` aborts.
 */
async function followOnce(onEvent: (event: StreamEvent) => void, signal: AbortSignal): Promise<Outcome> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let served = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let heartbeatSeconds = DEFAULT_HEARTBEAT_SECONDS;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, heartbeatSeconds * SILENT_HEARTBEATS * 1000);
  };
  try {
    const { data: body, response } = await api.GET('/api/v1/events', {
      parseAs: 'stream',
      signal: connection.signal,
      cache: 'no-store',
    });
    if (!response.ok || !body) {
      const retryAfter = Number(response.headers.get('retry-after'));
      return { served: false, ...(retryAfter > 0 && { retryAfterMs: retryAfter * 1000 }) };
    }
    const parser = createParser({
      onEvent: (message) => {
        const event = liveEventOf(message);
        if (!event) return;
        if (event.event === 'ready') {
          served = true;
          heartbeatSeconds = event.data.heartbeat_seconds;
        }
        onEvent(event);
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    heard();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      // After the chunk is read: its `ready` may have said how often to expect a heartbeat.
      heard();
    }
  } catch {
    // Unreachable, dropped, fallen silent or stopped: what follows is the same for each.
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
  return { served };
}

/**
 * Follows the signed-in account's live stream (GET /api/v1/events) until `signal` aborts: reconnecting
 * by itself, soon after the server ends a stream and with growing, random pauses while it cannot be
 * reached or refuses (its Retry-After first). Each connection starts with `ready`, so whatever happened
 * in between is never missed. EventSource cannot send the token, so the stream is read with fetch.
 */
export async function followLiveEvents(onEvent: (event: StreamEvent) => void, signal: AbortSignal) {
  let failures = 0;
  while (!signal.aborted) {
    const { served, retryAfterMs } = await followOnce(onEvent, signal);
    if (signal.aborted) return;
    failures = served ? 0 : failures + 1;
    const wait = served
      ? between(RECONNECT_MS.least, RECONNECT_MS.most)
      : (retryAfterMs ?? between(0, Math.min(BACKOFF_MS.last, BACKOFF_MS.first * 2 ** (failures - 1))));
    await pause(wait, signal);
  }
}
