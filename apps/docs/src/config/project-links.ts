/**
 * The project's public addresses: the header links, the desktop notice, the welcome page's "View on
 * GitHub" and the clone commands. Change them here only.
 */
export const projectLinks = {
  author: 'the Abacus Exam Platform maintainers',
  sourceRepository: {
    label: 'Source repository on GitHub',
    href: 'https://github.com/abacus-exam-platform/abacus-exam-platform',
  },
  profile: { label: 'Maintainers’ GitHub profile', href: 'https://github.com/abacus-exam-platform' },
  professionalNetwork: {
    label: 'Abacus Exam Platform on LinkedIn',
    href: 'https://www.linkedin.com/company/abacus-exam-platform',
  },
  mail: { label: 'Email the maintainers', href: 'mailto:maintainers@abacus-exam-platform.org' },
} as const;

/** `git clone` URL and the folder it creates. */
export const cloneUrl = `${projectLinks.sourceRepository.href}.git`;
export const cloneFolder = projectLinks.sourceRepository.href.split('/').at(-1) ?? '';
