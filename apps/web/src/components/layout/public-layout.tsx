import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import './public-layout.css';

/** The screens before signing in: one calm card in the middle of the page, the language above it. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="public-main">
      <div className="public-column">
        <div className="public-language">
          <LanguageSwitch />
        </div>
        <div className="public-card">{children}</div>
      </div>
    </main>
  );
}
