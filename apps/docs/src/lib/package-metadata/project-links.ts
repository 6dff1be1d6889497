/** Where the project lives and who makes it, as the root package.json declares it. */
export interface ProjectLinks {
  /** The folder `git clone` creates: the package name. */
  cloneFolder: string;
  repository: { browseUrl: string; cloneUrl: string; host: string } | undefined;
  homepage: string | undefined;
  author: { name: string; email: string | undefined; url: string | undefined } | undefined;
  bugs: { url: string | undefined; email: string | undefined } | undefined;
}

/** The fields of package.json this reads (npm's formats: https://docs.npmjs.com/cli/configuring-npm/package-json). */
export interface PackageMetadata {
  name?: unknown;
  repository?: unknown;
  homepage?: unknown;
  author?: unknown;
  bugs?: unknown;
}

/**
 * The project's links from its package.json. A field that is absent or not understood gives no link:
 * the site never shows an address the project has not declared.
 */
export function readProjectLinks(metadata: PackageMetadata): ProjectLinks {
  return {
    cloneFolder: typeof metadata.name === 'string' ? metadata.name.replace(/^@[^/]+\//, '') : 'project',
    repository: repositoryOf(metadata.repository),
    homepage: webAddress(metadata.homepage),
    author: authorOf(metadata.author),
    bugs: bugsOf(metadata.bugs),
  };
}

const HOSTED_SHORTCUTS: Record<string, string> = {
  github: 'github.com',
  gitlab: 'gitlab.com',
  bitbucket: 'bitbucket.org',
};

function repositoryOf(field: unknown): ProjectLinks['repository'] {
  const url = typeof field === 'string' ? field : fieldOf(field, 'url');
  if (!url) return undefined;
  const shortcut = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
  if (shortcut) {
    const host = HOSTED_SHORTCUTS[shortcut[1] ?? 'github']!;
    return hosted(host, shortcut[2]!);
  }
  // git@host:owner/name.git, ssh://git@host/owner/name.git, git+https://…, git://…
  const scp = /^[\w.-]+@([\w.-]+):(.+)$/.exec(url);
  const address = scp
    ? `https://${scp[1]}/${scp[2]}`
    : url.replace(/^git\+/, '').replace(/^(?:git|ssh):\/\/(?:[\w.-]+@)?/, 'https://');
  const web = webAddress(address);
  if (!web) return undefined;
  const { host, pathname } = new URL(web);
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path ? hosted(host, path) : undefined;
}

function hosted(host: string, path: string): NonNullable<ProjectLinks['repository']> {
  const withoutSuffix = path.replace(/\.git$/, '');
  return {
    host,
    browseUrl: `https://${host}/${withoutSuffix}`,
    cloneUrl: `https://${host}/${withoutSuffix}.git`,
  };
}

/** `"Name <email> (url)"`, each part but the name optional, or `{ name, email, url }`. */
function authorOf(field: unknown): ProjectLinks['author'] {
  if (typeof field === 'string') {
    const match = /^([^<(]*?)\s*(?:<([^>]*)>)?\s*(?:\(([^)]*)\))?\s*$/.exec(field);
    const name = match?.[1]?.trim();
    return name ? { name, email: emailAddress(match?.[2]), url: webAddress(match?.[3]) } : undefined;
  }
  const name = fieldOf(field, 'name')?.trim();
  return name
    ? { name, email: emailAddress(fieldOf(field, 'email')), url: webAddress(fieldOf(field, 'url')) }
    : undefined;
}

/** A URL string, or `{ url, email }`. */
function bugsOf(field: unknown): ProjectLinks['bugs'] {
  const url = webAddress(typeof field === 'string' ? field : fieldOf(field, 'url'));
  const email = emailAddress(fieldOf(field, 'email'));
  return url || email ? { url, email } : undefined;
}

function fieldOf(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** An http(s) address, or undefined for anything else (a `javascript:` URL, a typo). */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

function emailAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  return /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(address) ? address : undefined;
}
