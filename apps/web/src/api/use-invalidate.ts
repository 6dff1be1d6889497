import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks every cache entry under these keys out of date, refetching those on screen; the promise settles
 * when they are back, so a mutation that returns it stays pending until the screen shows its effect.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...queryKeys: QueryKey[]) =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
