/** What other modules may use of the live events: the bus they publish on and the events they publish. */
export type { EventBus } from './event-bus.js';
export { examEvent, resultEvent, roundEvent, type LiveEvent } from './live-events.js';
