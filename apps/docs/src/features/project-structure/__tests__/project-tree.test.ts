import { describe, expect, it } from 'vitest';
import { repositoryHas } from '@/testing/repository-files';
import { drawProjectTree, PROJECT_ENTRIES } from '../project-tree';

describe('the project tree', () => {
  it.each(PROJECT_ENTRIES.map((entry) => entry.path))('lists %s, which exists', (path) => {
    expect(repositoryHas(path)).toBe(true);
  });

  it('draws nested entries as a tree, folders first', () => {
    const tree = drawProjectTree(
      [
        { path: 'b.txt', description: '' },
        { path: 'apps/', description: '' },
        { path: 'apps/api/', description: '' },
        { path: 'apps/docs/src/', description: '' },
      ],
      'repo',
    );
    expect(tree).toBe(
      ['repo/', '├── apps/', '│   ├── api/', '│   └── docs/', '│       └── src/', '└── b.txt'].join('\n'),
    );
  });
});
