import { useMediaQuery } from './use-media-query';

/** Whether the device asks for less motion (an operating-system setting). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
