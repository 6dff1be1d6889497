import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from './support/site';

/** Addresses the site once showed without the project owning them. */
const INVENTED_ADDRESSES = [
  'github.com/abacus-exam-platform',
  'linkedin.com/company/abacus-exam-platform',
  'abacus-exam-platform.org',
];

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

describe('the built site', () => {
  it('holds none of the invented addresses', () => {
    const files = filesUnder(SITE.dist);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) => {
      const content = readFileSync(file, 'latin1').toLowerCase();
      return INVENTED_ADDRESSES.filter((address) => content.includes(address)).map(
        (address) => `${file.slice(SITE.dist.length + 1)}: ${address}`,
      );
    });
    expect(found).toEqual([]);
  });
});
