import { useMutation } from '@tanstack/react-query';
import { familyQueries } from '@/api/family-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/**
 * POST /parent/children with the family code as typed: the API reads it in any case, without the dashes
 * and spaces people type between its groups. Settles once my list of children has the new one.
 */
export function useLinkChild() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (familyCode: string) =>
      unwrap(api.POST('/api/v1/parent/children', { body: { family_code: familyCode.trim() } })),
    onSuccess: () => invalidate(familyQueries.children().queryKey),
  });
}
