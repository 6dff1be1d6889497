import { createParser } from 'eventsource-parser';

export interface ReceivedEvent {
  id: string | undefined;
  event: string | undefined;
  data: Record<string, unknown>;
}

/** Long enough for a loaded 2-core machine, where an event takes milliseconds when quiet. */
const WAIT_MS = 20_000;

/**
 * A client of GET /api/v1/events over a real connection: what it has received so far, and ways to wait
 * for what it should receive next.
 */
export class EventStream {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  /** When the server ended the stream (epoch ms); undefined while it is open. */
  endedAt: number | undefined;
  private readonly waiters = new Set<() => void>();

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  /** Opens a stream as `token`'s account; the response is there to check when it is refused. */
  static async open(baseUrl: string, token?: string, headers: Record<string, string> = {}) {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
      signal: abort.signal,
    });
    const stream = new EventStream(response, abort);
    if (response.ok && response.body) void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const parser = createParser({
      onEvent: (message) =>
        this.changed(() =>
          this.events.push({
            id: message.id,
            event: message.event,
            data: JSON.parse(message.data) as Record<string, unknown>,
          }),
        ),
      onComment: (comment) => this.changed(() => this.comments.push(comment.trim())),
      onRetry: (retry) => this.changed(() => (this.retry = retry)),
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by the test, or the connection dropped: either way the stream is over.
    }
    this.changed(() => (this.endedAt = Date.now()));
  }

  private changed(change: () => void) {
    change();
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves once `holds()` is true, checked whenever something arrives; rejects after a long wait. */
  until<T>(what: string, holds: () => T | undefined | false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = holds();
        if (value === undefined || value === false) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`waited ${WAIT_MS} ms for ${what}; received ${JSON.stringify(this.events)}`));
      }, WAIT_MS);
      this.waiters.add(check);
      check();
    });
  }

  /** The first event named `event` whose data has every field of `data`. */
  next(event: string, data: Record<string, unknown> = {}): Promise<ReceivedEvent> {
    return this.until(`${event} ${JSON.stringify(data)}`, () =>
      this.events.find(
        (received) =>
          received.event === event &&
          Object.entries(data).every(([key, value]) => received.data[key] === value),
      ),
    );
  }

  /** Resolves with the time the server ended the stream. */
  ended(): Promise<number> {
    return this.until('the end of the stream', () => this.endedAt);
  }

  close(): void {
    this.abort.abort();
  }
}
