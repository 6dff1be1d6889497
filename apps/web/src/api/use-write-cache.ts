import {
  useQueryClient,
  type DataTag,
  type QueryClient,
  type QueryKey,
  type Updater,
} from '@tanstack/react-query';

/**
 * Writes what a mutation's answer says into a cache entry. A read of that entry still on its way began
 * before the change, and its answer would put the old data back over the new: it is cancelled first.
 */
export async function writeCache<TData, TError>(
  queryClient: QueryClient,
  queryKey: DataTag<QueryKey, TData, TError>,
  update: Updater<TData | undefined, TData | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, update);
}

/** {@link writeCache} with the app's query client. */
export function useWriteCache() {
  const queryClient = useQueryClient();
  return <TData, TError>(
    queryKey: DataTag<QueryKey, TData, TError>,
    update: Updater<TData | undefined, TData | undefined>,
  ) => writeCache(queryClient, queryKey, update);
}
