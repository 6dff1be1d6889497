import { EventEmitter } from 'node:events';
import type { LiveEvent } from './live-events.js';

/**
 * What a process's streams are told: an event, or `ready` — events may have been missed (the link between
 * processes was lost and is back), so every screen is to be read again.
 */
export type BusMessage = LiveEvent | { name: 'ready' };

/** Carries events from where a change happens to the streams of every API process. */
export interface EventBus {
  /**
   * Sends the event on its way without waiting and never throws: the change it tells of is made already,
   * and a client that misses an event reads everything again when it reconnects or comes back into view.
   */
  publish(event: LiveEvent): void;
  /** Hears every message from now on, from every process; returns the way to stop. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Resolves once the bus hears other processes (or has tried, and goes on trying). */
  start(): Promise<void>;
  /** False while this process cannot hear other processes' events (its link to them is lost). */
  listening(): boolean;
  close(): Promise<void>;
}

const MESSAGE = 'message';

/** Hands messages to the listeners of this process, each delivery in a turn of its own. */
export function createLocalDelivery() {
  const emitter = new EventEmitter();
  return {
    deliver(message: BusMessage) {
      // Not in the publisher's call: a listener's trouble must not fail a change already committed.
      setImmediate(() => emitter.emit(MESSAGE, message));
    },
    subscribe(listener: (message: BusMessage) => void) {
      emitter.on(MESSAGE, listener);
      return () => {
        emitter.off(MESSAGE, listener);
      };
    },
  };
}

/** The embedded database has one process: its events go from service to stream in memory. */
export function createLocalEventBus(): EventBus {
  const delivery = createLocalDelivery();
  return {
    publish: (event) => delivery.deliver(event),
    subscribe: (listener) => delivery.subscribe(listener),
    start: async () => undefined,
    listening: () => true,
    close: async () => undefined,
  };
}
