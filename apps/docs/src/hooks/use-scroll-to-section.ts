import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTION_SCROLL_DELAY_MS } from '@/config/layout';

/** Scrolls smoothly to the element named by the URL's fragment (`#/installation#troubleshooting`). */
export function useScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return undefined;
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
