import { useMutation } from '@tanstack/react-query';
import { familyQueries } from '@/api/family-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap } from '@/lib/api-client';

/** DELETE /parent/children/{studentId}; settles once my list of children no longer has the child. */
export function useUnlinkChild(studentId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/v1/parent/children/{studentId}', { params: { path: { studentId } } })),
    onSuccess: () => invalidate(familyQueries.children().queryKey),
  });
}
