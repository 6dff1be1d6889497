import { describe, expect, it } from 'vitest';
import { readRepositoryFile } from '@/testing/repository-files';
import { NPM_SCRIPTS } from '../npm-scripts';

describe('the scripts table', () => {
  it('documents exactly the scripts of the root package.json', () => {
    const { scripts } = JSON.parse(readRepositoryFile('package.json')) as { scripts: Record<string, string> };
    const documented = NPM_SCRIPTS.map((script) => script.name).sort();
    expect(documented).toEqual(Object.keys(scripts).sort());
  });
});
