import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves the site: opens in a new tab without handing it this page (`noopener`). */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const opensPage = !props.href?.startsWith('mailto:');
  return (
    <a {...(opensPage && { target: '_blank', rel: 'noopener noreferrer' })} {...props}>
      {children}
    </a>
  );
}
