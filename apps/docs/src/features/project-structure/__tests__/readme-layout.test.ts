import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readRepositoryFile, repositoryPath } from '@/testing/repository-files';

/** Every folder git tracks a file in, with the folders above it; `__tests__/` folders stand for their code. */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: repositoryPath('.'), encoding: 'utf8' });
  const folders = new Set<string>();
  for (const file of files.split('\n').filter(Boolean)) {
    const parts = file.split('/').slice(0, -1);
    const tests = parts.indexOf('__tests__');
    const kept = tests === -1 ? parts : parts.slice(0, tests);
    kept.forEach((_, depth) => folders.add(kept.slice(0, depth + 1).join('/')));
  }
  return [...folders].sort();
}

/** The folders the README's "Project layout" draws: one a line, two spaces a level, each ending in `/`. */
function readmeLayoutFolders(): string[] {
  const readme = readRepositoryFile('README.md');
  const section = readme.slice(readme.indexOf('\n## Project layout\n'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const above: string[] = [];
  const folders: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)\/(?:\s|$)/.exec(line);
    if (!match) continue;
    above.length = match[1]!.length / 2;
    above.push(match[2]!);
    folders.push(above.join('/'));
  }
  return folders.sort();
}

describe("the README's project layout", () => {
  it('lists every folder of the repository, and none that is not there', () => {
    expect(readmeLayoutFolders()).toEqual(trackedFolders());
  });
});
