/** How long a child has to answer a question of a live round, in seconds, after its numbers are shown. */
export const MIN_SECONDS_TO_ANSWER = 5;
export const MAX_SECONDS_TO_ANSWER = 120;
export const DEFAULT_SECONDS_TO_ANSWER = 20;

/** A round's join code: six digits, read off the projector and typed on a tablet's number pad. */
export const ROUND_CODE_LENGTH = 6;

/** What a live round is doing, as every reader is told. */
export const ROUND_STATES = ['lobby', 'question', 'reveal', 'ended'] as const;
export type RoundState = (typeof ROUND_STATES)[number];
