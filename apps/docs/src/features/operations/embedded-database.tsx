import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

const { Paragraph } = Typography;

export function OneProcess() {
  return (
    <Paragraph>
      <InlineCode>DATA_DIR/pglite.lock</InlineCode> holds it for the server (or a{' '}
      <InlineCode>db:dump</InlineCode>/<InlineCode>db:restore</InlineCode>) that opened it; a second process
      on the same <InlineCode>DATA_DIR</InlineCode> is refused at once with one line naming the holder, since
      two would corrupt it. A lock left by a killed process is taken over at the next start, also when its
      process id has since gone to another process (after a crash or a reboot; on Linux the lock records the
      boot and the process’s start). To run several API processes, use PostgreSQL.
    </Paragraph>
  );
}

export function WhatItPromises() {
  return (
    <Paragraph>
      A result answered with 201 survives the server being killed (<InlineCode>kill -9</InlineCode>, a crash,
      the OOM killer): <InlineCode>test/server/server.test.ts</InlineCode> kills it in the middle of
      submissions and finds every acknowledged result after the restart, on both databases. It does not
      promise to survive a power cut or a crash of the operating system, because PGlite’s file layer never
      asks the operating system to flush to disk: under{' '}
      <InlineCode>strace -f -c -e trace=fsync,fdatasync</InlineCode>, 500 commits make 0 flush calls, with or
      without <InlineCode>fsync=on</InlineCode> requested. So a durable setting is not there to choose, at any
      cost: <InlineCode>npm run bench:durability</InlineCode> measured 3347 commits/s as PGlite runs and 4173
      with <InlineCode>fsync=on</InlineCode> requested (the same, within noise), where this disk allows 9973
      flushed commits/s. Writes the operating system has not yet written back (up to 30 s on Linux by default)
      may be lost in a power cut. For a school’s server, use PostgreSQL (the production compose file does: see{' '}
      <RouterLink to={paths.dockerInstallation.getHref()}>Installation with Docker</RouterLink>), and keep
      dumps (see <RouterLink to={paths.operations.getHref('backups')}>Backups</RouterLink>).
    </Paragraph>
  );
}
