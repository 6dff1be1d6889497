/**
 * Prepared statements and portals are named per session, but every connection to the embedded database
 * shares its one session: two connections naming a statement alike would collide, and one closing a
 * statement would close it for all. So each connection's names are given a prefix of its own on the way in.
 *
 * Pure: message bytes of the PostgreSQL frontend protocol in, the same messages with their names
 * prefixed out (the very buffer when no message names anything, as with unnamed statements only).
 */

const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const EXECUTE = 'E'.charCodeAt(0);

/** Where the names of one message start: a name is a zero-terminated string, empty for "unnamed". */
function nameOffsets(messages: Buffer, start: number): number[] {
  const body = start + 5;
  switch (messages[start]) {
    case PARSE:
    case EXECUTE:
      return [body];
    case BIND:
      // The portal's name, then the statement's.
      return [body, messages.indexOf(0, body) + 1];
    case DESCRIBE:
    case CLOSE:
      // After the byte saying whether a statement or a portal is meant.
      return [body + 1];
    default:
      return [];
  }
}

/** `messages` with every non-empty statement or portal name prefixed by `prefix`. */
export function withNamesPrefixed(messages: Buffer, prefix: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let copiedUpTo = 0;
  for (let start = 0; start + 5 <= messages.length;) {
    const end = start + 1 + messages.readInt32BE(start + 1);
    const named = nameOffsets(messages, start).filter((offset) => messages[offset] !== 0);
    if (named.length > 0) {
      pieces.push(messages.subarray(copiedUpTo, start));
      const header = Buffer.alloc(5);
      header[0] = messages[start]!;
      header.writeInt32BE(end - start - 1 + named.length * prefix.length, 1);
      pieces.push(header);
      let from = start + 5;
      for (const offset of named) {
        pieces.push(messages.subarray(from, offset), prefix);
        from = offset;
      }
      pieces.push(messages.subarray(from, end));
      copiedUpTo = end;
    }
    start = end;
  }
  if (copiedUpTo === 0) return messages;
  pieces.push(messages.subarray(copiedUpTo));
  return Buffer.concat(pieces);
}
