import type { ReactNode } from 'react';
import './public-layout.css';

/** The screens before signing in: one calm card in the middle of the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="public-main">
      <div className="public-card">{children}</div>
    </main>
  );
}
