import { ApiError } from '@/lib/api-client';
import type { Answer } from '@/lib/answers';

/** Where the answers are: all on the server, on their way, or kept here until the server can be reached. */
export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

export interface SaverStatus {
  state: SaveState;
  /** The server's words when it refused the answers (time is up, the exam was closed). */
  refusal: string | null;
  /** The answers the server has: those that count if no more can be sent. */
  saved: readonly Answer[];
}

/** A pause after the last change, so that quick answering sends one request rather than ten. */
const SETTLE_MS = 400;
const RETRY_MS = [1000, 2000, 4000, 8000, 15_000];

/**
 * Sends an attempt's answers to the server whenever they change: one request at a time, the newest
 * answers each time, retried with growing pauses while the server cannot be reached (and at once when
 * asked, e.g. when the browser is back online). A 409 (the time is up, or the teacher closed the exam)
 * holds it, with the server's words, until it is told to resume (the teacher opened the exam again).
 */
export class AnswerSaver {
  private status: SaverStatus;
  private readonly listeners = new Set<() => void>();
  private latest: readonly Answer[];
  private saved: readonly Answer[];
  private inFlight = false;
  private failures = 0;
  private stopped = false;
  private refused = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly save: (answers: readonly Answer[]) => Promise<unknown>,
    initiallySaved: readonly Answer[],
  ) {
    this.latest = initiallySaved;
    this.saved = initiallySaved;
    this.status = { state: 'saved', refusal: null, saved: initiallySaved };
  }

  getStatus = (): SaverStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The answers changed: they are sent once the child pauses. */
  change(answers: readonly Answer[]): void {
    this.latest = answers;
    if (this.stopped || this.refused || JSON.stringify(answers) === JSON.stringify(this.saved)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), SETTLE_MS);
  }

  /** Sends what is not on the server yet, now. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight || this.stopped || this.refused) return;
    const sending = this.latest;
    const json = JSON.stringify(sending);
    if (json === JSON.stringify(this.saved)) {
      this.setStatus({ state: 'saved', refusal: null });
      return;
    }
    this.inFlight = true;
    this.setStatus({ state: this.failures > 0 ? 'offline' : 'saving', refusal: null });
    try {
      await this.save(sending);
      this.saved = sending;
      this.failures = 0;
      this.inFlight = false;
      if (JSON.stringify(this.latest) === json) this.setStatus({ state: 'saved', refusal: null });
      else await this.flush();
    } catch (error) {
      this.inFlight = false;
      if (error instanceof ApiError && error.status === 409) {
        this.refused = true;
        this.setStatus({ state: 'refused', refusal: error.message });
        return;
      }
      this.failures += 1;
      this.setStatus({ state: 'offline', refusal: null });
      const pause = RETRY_MS[Math.min(this.failures, RETRY_MS.length) - 1]!;
      this.timer = setTimeout(() => void this.flush(), pause);
    }
  }

  /** Saving again after a refusal: what changed meanwhile is sent now. */
  resume(): void {
    if (!this.refused) return;
    this.refused = false;
    void this.flush();
  }

  /** No more saving: the attempt is being handed in, or the screen is gone. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private setStatus(status: Omit<SaverStatus, 'saved'>) {
    this.status = { ...status, saved: this.saved };
    for (const listener of this.listeners) listener();
  }
}
