import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cloneCommand } from '@/config/project-links';
import type { ProjectLinks } from '@/lib/package-metadata/project-links';
import { ExternalLinks } from '../external-links';
import { projectLinkList } from '../project-link-list';

const NONE: ProjectLinks = {
  cloneFolder: 'abacus-exam-platform',
  repository: undefined,
  homepage: undefined,
  author: undefined,
  bugs: undefined,
};

const ALL: ProjectLinks = {
  cloneFolder: 'abacus',
  repository: {
    host: 'github.com',
    browseUrl: 'https://github.com/school/abacus',
    cloneUrl: 'https://github.com/school/abacus.git',
  },
  homepage: 'https://abacus.school.example',
  author: { name: 'Ada Lovelace', email: 'ada@school.example', url: 'https://ada.school.example' },
  bugs: { url: 'https://github.com/school/abacus/issues', email: undefined },
};

describe('the project links', () => {
  it('shows none, not even the navigation, when package.json declares none', () => {
    render(<ExternalLinks links={NONE} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(projectLinkList(NONE)).toEqual([]);
  });

  it('shows each declared address, named, in a fixed order', () => {
    render(<ExternalLinks links={ALL} />);
    const links = within(screen.getByRole('navigation', { name: 'Project links' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Source repository on GitHub', 'https://github.com/school/abacus'],
      ['Project home page', 'https://abacus.school.example'],
      ['Ada Lovelace’s profile', 'https://ada.school.example'],
      ['Report a problem', 'https://github.com/school/abacus/issues'],
      ['Email Ada Lovelace', 'mailto:ada@school.example'],
    ]);
  });

  it('shows only what is declared', () => {
    expect(projectLinkList({ ...NONE, bugs: { url: undefined, email: 'help@school.example' } })).toEqual([
      { kind: 'mail', label: 'Email the maintainers', href: 'mailto:help@school.example' },
    ]);
  });

  it('clones into the package’s folder, with a placeholder until a repository is declared', () => {
    expect(cloneCommand(NONE)).toBe(
      'git clone <repository-url> abacus-exam-platform\ncd abacus-exam-platform',
    );
    expect(cloneCommand(ALL)).toBe('git clone https://github.com/school/abacus.git abacus\ncd abacus');
  });
});
