import { ApiError } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

/** Where the answers are: all on the server, on their way, or kept here until the server can be reached. */
export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

export interface SaverStatus {
  state: SaveState;
  /** The server's words when it refused the answers (time is up, the exam was closed). */
  refusal: string | null;
}

/** A pause after the last change, so that quick answering sends one request rather than ten. */
const SETTLE_MS = 400;
const RETRY_MS = [1000, 2000, 4000, 8000, 15_000];

/**
 * Sends an attempt's answers to the server whenever they change: one request at a time, the newest
 * answers each time, retried with growing pauses while the server cannot be reached (and at once when
 * asked, e.g. when the browser is back online). A 409 (the time is up, or the teacher closed the exam)
 * stops it, with the server's words.
 */
export class AnswerSaver {
  private status: SaverStatus = { state: 'saved', refusal: null };
  private readonly listeners = new Set<() => void>();
  private latest: readonly Answer[];
  private saved: string;
  private inFlight = false;
  private failures = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly save: (answers: readonly Answer[]) => Promise<unknown>,
    initiallySaved: readonly Answer[],
  ) {
    this.latest = initiallySaved;
    this.saved = JSON.stringify(initiallySaved);
  }

  getStatus = (): SaverStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The answers changed: they are sent once the child pauses. */
  change(answers: readonly Answer[]): void {
    this.latest = answers;
    if (this.stopped || JSON.stringify(answers) === this.saved) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), SETTLE_MS);
  }

  /** Sends what is not on the server yet, now. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight || this.stopped) return;
    const sending = this.latest;
    const json = JSON.stringify(sending);
    if (json === this.saved) {
      this.setStatus({ state: 'saved', refusal: null });
      return;
    }
    this.inFlight = true;
    this.setStatus({ state: this.failures > 0 ? 'offline' : 'saving', refusal: null });
    try {
      await this.save(sending);
      this.saved = json;
      this.failures = 0;
      this.inFlight = false;
      if (JSON.stringify(this.latest) === json) this.setStatus({ state: 'saved', refusal: null });
      else await this.flush();
    } catch (error) {
      this.inFlight = false;
      if (error instanceof ApiError && error.status === 409) {
        this.stop();
        this.setStatus({ state: 'refused', refusal: error.message });
        return;
      }
      this.failures += 1;
      this.setStatus({ state: 'offline', refusal: null });
      const pause = RETRY_MS[Math.min(this.failures, RETRY_MS.length) - 1]!;
      this.timer = setTimeout(() => void this.flush(), pause);
    }
  }

  /** No more saving: the attempt is being handed in, or the screen is gone. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private setStatus(status: SaverStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
