/** Modules computed when the site is built (vite.config.ts, build/). */
declare module 'virtual:api-reference' {
  import type { ApiReference } from '@/lib/openapi/endpoint';

  /** apps/api/openapi.json read into endpoint data, in the documentation order. */
  export const apiReference: ApiReference;
}

declare module 'virtual:api-menu' {
  import type { ApiMenu } from '@/lib/openapi/endpoint';

  /** The sidebar's part of the API reference. */
  export const apiMenu: ApiMenu;
}

declare module 'virtual:project-facts' {
  import type { ProjectFacts } from '@/types/project-facts';

  export const projectFacts: ProjectFacts;
}

declare module 'virtual:project-links' {
  import type { ProjectLinks } from '@/lib/package-metadata/project-links';

  export const projectLinks: ProjectLinks;
}
