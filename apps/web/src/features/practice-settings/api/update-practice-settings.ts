import { useMutation } from '@tanstack/react-query';
import { practiceQueries } from '@/api/practice-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { api, unwrap } from '@/lib/api-client';
import type { PracticeSettings } from '@/types/api';

/** PATCH /admin/practice with the changed settings; the screen shows the settings the API returns. */
export function useUpdatePracticeSettings() {
  const write = useWriteCache();
  return useMutation({
    mutationFn: (changes: Partial<PracticeSettings>) =>
      unwrap(api.PATCH('/api/v1/admin/practice', { body: changes })),
    onSuccess: (settings) => write(practiceQueries.settings().queryKey, settings),
  });
}
