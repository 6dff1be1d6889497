import { Typography } from 'antd';
import { CodeBlock } from '@/components/ui/code-block';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

const BACKUP_COMMANDS = [
  'npm run db:dump                                    # → backups/abacus-2025-01-31T09-05-07Z.jsonl.gz',
  'npm run db:dump -- --output before-upgrade.jsonl.gz',
  'npm run db:restore backups/abacus-2025-01-31T09-05-07Z.jsonl.gz',
  'npm run db:restore -- --force before-upgrade.jsonl.gz',
].join('\n');

const PRODUCTION_DUMP = 'DATABASE_URL=postgres://<user>:<password>@127.0.0.1:30000/<db> npm run db:dump';

export function Backups() {
  return (
    <>
      <CodeBlock title="Dump and restore" code={BACKUP_COMMANDS} />
      <Paragraph>
        Both commands read the server’s configuration (the environment, then <InlineCode>.env</InlineCode>):
        the PostgreSQL database of <InlineCode>DATABASE_URL</InlineCode>, or else the embedded database in{' '}
        <InlineCode>DATA_DIR</InlineCode>.
      </Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          A dump is every table’s rows (the record of applied migrations included) and every sequence’s
          position, as gzip-compressed JSON lines, read from one consistent snapshot: a PostgreSQL server may
          keep serving meanwhile. Stop the server before dumping or restoring the embedded database, which one
          process at a time may open. An existing file is never overwritten.
        </li>
        <li>
          The format is the same for both drivers: a dump of the embedded database restores into PostgreSQL
          (and back), which is how to move to a server.
        </li>
        <li>
          <InlineCode>db:restore</InlineCode> creates the tables in an empty database (by applying the
          migrations), then loads everything in one transaction: ids are kept, sequences continue where they
          were, and the server starts on the result without migrating anything. It refuses a database that
          already holds data unless given <InlineCode>--force</InlineCode>, which replaces all of it. On any
          error nothing changes.
        </li>
        <li>
          A dump restores with the version of the API it was taken with (the same migrations): restore with
          that version, then upgrade.
        </li>
        <li>
          Failures print one reason and exit with 1 (2 for a mistake in the command line).{' '}
          <InlineCode>backups/</InlineCode> is ignored by git.
        </li>
      </ul>
      <Paragraph>
        For the production compose file, run the commands from a checkout on the host (
        <InlineCode>npm install</InlineCode> first; the image carries no development tools), against the
        published port:
      </Paragraph>
      <CodeBlock title="Dump the production database from the host" code={PRODUCTION_DUMP} />
    </>
  );
}
