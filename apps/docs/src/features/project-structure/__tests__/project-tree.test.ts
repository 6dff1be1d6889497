import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repositoryHas, repositoryPath } from '@/testing/repository-files';
import { drawProjectTree, PROJECT_ENTRIES } from '../project-tree';

/** Every folder git tracks a file in, with the folders above it; `__tests__/` folders stand for their code. */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: repositoryPath('.'), encoding: 'utf8' });
  const folders = new Set<string>();
  for (const file of files.split('\n').filter(Boolean)) {
    const parts = file.split('/').slice(0, -1);
    const tests = parts.indexOf('__tests__');
    const kept = tests === -1 ? parts : parts.slice(0, tests);
    kept.forEach((_, depth) => folders.add(`${kept.slice(0, depth + 1).join('/')}/`));
  }
  return [...folders].sort();
}

describe('the project tree', () => {
  it('lists every folder of the repository, and none that is not there', () => {
    const folders = PROJECT_ENTRIES.map((entry) => entry.path).filter((path) => path.endsWith('/'));
    expect(folders.sort()).toEqual(trackedFolders());
  });

  it.each(PROJECT_ENTRIES.filter((entry) => !entry.path.endsWith('/')).map((entry) => entry.path))(
    'lists %s, which exists',
    (path) => {
      expect(repositoryHas(path)).toBe(true);
    },
  );

  it('draws nested entries as a tree, folders first', () => {
    const tree = drawProjectTree(
      [{ path: 'b.txt' }, { path: 'apps/' }, { path: 'apps/api/' }, { path: 'apps/docs/src/' }],
      'repo',
    );
    expect(tree).toBe(
      ['repo/', '├── apps/', '│   ├── api/', '│   └── docs/', '│       └── src/', '└── b.txt'].join('\n'),
    );
  });
});
