import type { ProjectLinks } from '@/lib/package-metadata/project-links';

export type ProjectLinkKind = 'repository' | 'homepage' | 'profile' | 'bugs' | 'mail';

export interface ProjectLink {
  kind: ProjectLinkKind;
  label: string;
  href: string;
}

/** The header's links, in a fixed order, for the addresses package.json declares: none is invented. */
export function projectLinkList(links: ProjectLinks): ProjectLink[] {
  const { repository, homepage, author, bugs } = links;
  const mail = author?.email ?? bugs?.email;
  const candidates: (ProjectLink | undefined)[] = [
    repository && {
      kind: 'repository',
      label: repository.host === 'github.com' ? 'Source repository on GitHub' : 'Source repository',
      href: repository.browseUrl,
    },
    homepage ? { kind: 'homepage', label: 'Project home page', href: homepage } : undefined,
    author?.url ? { kind: 'profile', label: `${author.name}’s profile`, href: author.url } : undefined,
    bugs?.url ? { kind: 'bugs', label: 'Report a problem', href: bugs.url } : undefined,
    mail
      ? {
          kind: 'mail',
          label: `Email ${author?.email ? author.name : 'the maintainers'}`,
          href: `mailto:${mail}`,
        }
      : undefined,
  ];
  return candidates.filter((link) => link !== undefined);
}
