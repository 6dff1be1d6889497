import { useHref } from 'react-router';
import { paths } from '@/config/paths';

/** The join link as the browser would open it: `https://school.example/app/join/K7MX3QPA`. */
export function useJoinLink(code: string | null): string | null {
  const path = useHref(paths.join.getHref(code ?? ''));
  return code === null ? null : new URL(path, window.location.origin).href;
}
