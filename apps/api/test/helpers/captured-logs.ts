import { Writable } from 'node:stream';
import { createLogger } from '../../src/logger.js';

/** A line the app logged, as JSON. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A logger at the production level whose lines the test reads back. */
export function capturedLogs() {
  const lines: LogLine[] = [];
  const logger = createLogger(
    { env: 'test', log: { level: 'info', dir: 'unused' } },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    }),
  );
  return { lines, logger };
}
