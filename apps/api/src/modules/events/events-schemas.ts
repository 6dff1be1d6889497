import { z } from 'zod';
import { errorResponses } from '../../lib/envelope.js';
import { MAX_STREAMS_PER_ACCOUNT, RECONNECT_AFTER_MS } from './events-service.js';

/** What a stream may look like in its first seconds, for the OpenAPI document. */
const EXAMPLE_STREAM = [
  `retry: ${RECONNECT_AFTER_MS}`,
  '',
  'id: 1',
  'event: ready',
  'data: {"heartbeat_seconds":15}',
  '',
  ': heartbeat',
  '',
  'id: 2',
  'event: exam',
  'data: {"exam_id":"eX4mPl3Id0123456","change":"opened"}',
  '',
  'id: 3',
  'event: result',
  'data: {"result_id":"rR3suLt1d0123456","exam_id":"eX4mPl3Id0123456","student_id":"sStud3nt01234567","change":"created"}',
  '',
  'id: 4',
  'event: round',
  'data: {"round_id":"lR0und1d01234567","change":"question","question_index":2,"players":28,"playing":27,"answered":0}',
  '',
  '',
].join('\n');

export const EVENTS_DESCRIPTION =
  'Server-Sent Events (`text/event-stream`): what changed for the signed-in account, as it happens, so ' +
  'that screens update without a reload. Send the access token as on every call (`Authorization: Bearer`); ' +
  'a refused token is answered 401 (403 for a closed class) in the JSON envelope before any stream starts. ' +
  'Each event has an `id` (counted from 1 on each connection), a name and a small JSON `data` that says ' +
  'what changed, never its content: read it again with the other endpoints.\n\n' +
  '- `ready` `{"heartbeat_seconds"}`: first on every connection, and again whenever events may have been ' +
  'missed: read everything the screen shows again.\n' +
  '- `exam` `{"exam_id", "change"}`, `change` one of `created`, `opened`, `closed`, `changed` (its ' +
  'settings, questions or level) and `deleted`: to the exam’s admin and to the students of that admin at ' +
  'its level (at both levels when it moved).\n' +
  '- `result` `{"result_id", "exam_id", "student_id", "change"}`, `change` `created` (handed in, sent, or ' +
  'finished when its time ran out) or `superseded` (the teacher allowed a retake): to the exam’s admin ' +
  'and to the student.\n' +
  '- `round` `{"round_id", "change", "question_index", "players", "playing", "answered"}`: `players` ' +
  'have joined, `playing` may answer the current question (joined before it was shown; 0 in the lobby), ' +
  '`answered` have answered it; `change` one of `opened`, ' +
  '`joined`, `question` (the next question is shown), `answered`, `revealed` (closed by the teacher, by ' +
  'the last answer, or by its time running out: sent by the process that showed it, a moment after ' +
  '`ends_at`), `ended` and `saved` (its results stored): to the round’s admin; the students who may ' +
  'join it (of that admin, at the exam’s level or any level for a whole-class round) hear `opened`, ' +
  '`question`, `revealed` and `ended`.\n\n' +
  'A comment line (`: heartbeat`) comes every `heartbeat_seconds` (EVENTS_HEARTBEAT_INTERVAL). The stream ' +
  'ends when the access token expires, when the account is deleted, its class closed, its password ' +
  'changed or a student moved to another level (seen at the next heartbeat), and when the server ' +
  'restarts: reconnect, with a fresh token, after `retry` milliseconds or sooner. Nothing is replayed ' +
  '(`Last-Event-ID` is not needed): the `ready` that starts each connection stands for whatever was ' +
  `missed. An account may hold ${MAX_STREAMS_PER_ACCOUNT} streams at once per server process, a school (an ` +
  'admin and their students) EVENTS_MAX_STREAMS_PER_SCHOOL (600) and a client address ' +
  'EVENTS_MAX_STREAMS_PER_ADDRESS (1000): beyond them, 429 with Retry-After. Event ids count up across a ' +
  "process's events, so a stream's ids rise but skip the events it does not hear.";

export const streamEventsResponses = {
  200: {
    description: 'The stream of events, until one of the ends above',
    content: {
      'text/event-stream': {
        schema: z.string().meta({ description: 'Server-Sent Events', example: EXAMPLE_STREAM }),
      },
    },
  },
  ...errorResponses(401, 403, 429, 500, 503),
};
