/** What other modules may use of the live rounds: the round's row, which its events are made of. */
export type { RoundRow } from './rounds-repository.js';
