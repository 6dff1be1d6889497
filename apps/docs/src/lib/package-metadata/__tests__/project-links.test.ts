import { describe, expect, it } from 'vitest';
import { readProjectLinks } from '../project-links';

const github = {
  host: 'github.com',
  browseUrl: 'https://github.com/owner/tool',
  cloneUrl: 'https://github.com/owner/tool.git',
};

describe('readProjectLinks', () => {
  it('gives no link for a package that declares none', () => {
    expect(readProjectLinks({ name: 'abacus-exam-platform' })).toEqual({
      cloneFolder: 'abacus-exam-platform',
      repository: undefined,
      homepage: undefined,
      author: undefined,
      bugs: undefined,
    });
  });

  it.each([
    'owner/tool',
    'github:owner/tool',
    'https://github.com/owner/tool',
    'https://github.com/owner/tool.git',
    'git+https://github.com/owner/tool.git',
    'git@github.com:owner/tool.git',
    'ssh://git@github.com/owner/tool.git',
    'git://github.com/owner/tool.git',
  ])('reads the repository %s', (repository) => {
    expect(readProjectLinks({ repository }).repository).toEqual(github);
    expect(readProjectLinks({ repository: { type: 'git', url: repository } }).repository).toEqual(github);
  });

  it('reads repositories on other hosts', () => {
    expect(readProjectLinks({ repository: 'gitlab:group/tool' }).repository).toEqual({
      host: 'gitlab.com',
      browseUrl: 'https://gitlab.com/group/tool',
      cloneUrl: 'https://gitlab.com/group/tool.git',
    });
    expect(
      readProjectLinks({ repository: 'https://git.school.example/maths/abacus.git' }).repository,
    ).toEqual({
      host: 'git.school.example',
      browseUrl: 'https://git.school.example/maths/abacus',
      cloneUrl: 'https://git.school.example/maths/abacus.git',
    });
  });

  it('reads the author in both of npm’s forms', () => {
    expect(
      readProjectLinks({ author: 'Ada Lovelace <ada@example.org> (https://ada.example.org)' }).author,
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      url: 'https://ada.example.org',
    });
    expect(readProjectLinks({ author: 'Ada Lovelace' }).author).toEqual({
      name: 'Ada Lovelace',
      email: undefined,
      url: undefined,
    });
    expect(readProjectLinks({ author: { name: 'Ada', url: 'https://ada.example.org/' } }).author).toEqual({
      name: 'Ada',
      email: undefined,
      url: 'https://ada.example.org',
    });
  });

  it('reads the homepage and where to report problems', () => {
    const links = readProjectLinks({
      homepage: 'https://abacus.example.org',
      bugs: { url: 'https://github.com/owner/tool/issues', email: 'bugs@example.org' },
    });
    expect(links.homepage).toBe('https://abacus.example.org');
    expect(links.bugs).toEqual({ url: 'https://github.com/owner/tool/issues', email: 'bugs@example.org' });
    expect(readProjectLinks({ bugs: 'https://example.org/issues' }).bugs).toEqual({
      url: 'https://example.org/issues',
      email: undefined,
    });
  });

  it('leaves out what it cannot read as a web or mail address', () => {
    const links = readProjectLinks({
      repository: 'not a repository',
      homepage: 'javascript:alert(1)',
      author: { name: '  ', url: 'https://example.org' },
      bugs: { url: 'ftp://example.org', email: 'nobody' },
    });
    expect([links.repository, links.homepage, links.author, links.bugs]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(readProjectLinks({ author: 'Ada <not-an-address> (mailto:ada@example.org)' }).author).toEqual({
      name: 'Ada',
      email: undefined,
      url: undefined,
    });
  });

  it('names the clone folder after the package, without its scope', () => {
    expect(readProjectLinks({ name: '@school/abacus' }).cloneFolder).toBe('abacus');
  });
});
