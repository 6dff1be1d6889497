/**
 * What GET /api/v1/events sends, which the OpenAPI document (JSON only) cannot describe: each event names
 * what changed, by public ids and a word, never its content (the client reads it again).
 */

/** What happened to an exam. */
export type ExamChange = 'created' | 'opened' | 'closed' | 'changed' | 'deleted';

/** What happened to a result: handed in, or set aside so that its student may take the test again. */
export type ResultChange = 'created' | 'superseded';

/** What happened in a live round. */
export const ROUND_CHANGES = [
  'opened',
  'joined',
  'question',
  'answered',
  'revealed',
  'ended',
  'saved',
] as const;
export type RoundChange = (typeof ROUND_CHANGES)[number];

export interface ExamEventData {
  exam_id: string;
  change: ExamChange;
}

export interface ResultEventData {
  result_id: string;
  exam_id: string;
  student_id: string;
  change: ResultChange;
}

/** Which round, what happened and where it stands; never a question or answer. */
export interface RoundEventData {
  round_id: string;
  change: RoundChange;
  question_index: number;
  players: number;
  /**
   * Of the players, those who may answer the current question (joined before it was shown), so that
   * "x of y answered" needs no read of the round: `players` counts late joiners too.
   */
  playing: number;
  answered: number;
}

/** An event as a stream sends it. */
export type StreamEvent =
  /** First on every connection, and whenever events may have been missed: everything may have changed. */
  | { event: 'ready'; data: { heartbeat_seconds: number } }
  | { event: 'exam'; data: ExamEventData }
  | { event: 'result'; data: ResultEventData }
  | { event: 'round'; data: RoundEventData };
