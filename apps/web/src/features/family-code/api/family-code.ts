import { useMutation } from '@tanstack/react-query';
import { studentQueries } from '@/api/student-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { api, unwrap } from '@/lib/api-client';
import type { StudentFamily } from '@/types/api';

const studentPath = (studentId: string) => ({ params: { path: { studentId } } });

/** The student's family after a change, written into the cache so the card shows it at once. */
function useKeepFamily(studentId: string) {
  const write = useWriteCache();
  return (change: (family: StudentFamily) => StudentFamily) =>
    write(studentQueries.family(studentId).queryKey, (family) => family && change(family));
}

/** POST /student/{id}/family-code: a new family code; the old one, if any, stops linking. */
export function useDrawFamilyCode(studentId: string) {
  const keep = useKeepFamily(studentId);
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/student/{studentId}/family-code', studentPath(studentId))),
    onSuccess: ({ family_code }) => keep((family) => ({ ...family, family_code })),
  });
}

/** DELETE /student/{id}/family-code: no parent can link until a new code is drawn. */
export function useVoidFamilyCode(studentId: string) {
  const keep = useKeepFamily(studentId);
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/student/{studentId}/family-code', studentPath(studentId))),
    onSuccess: () => keep((family) => ({ ...family, family_code: null })),
  });
}

/** DELETE /student/{id}/parents/{parentId}: the parent no longer reads the student. */
export function useUnlinkParent(studentId: string) {
  const keep = useKeepFamily(studentId);
  return useMutation({
    mutationFn: (parentId: string) =>
      unwrap(
        api.DELETE('/api/v1/student/{studentId}/parents/{parentId}', {
          params: { path: { studentId, parentId } },
        }),
      ),
    onSuccess: (_, parentId) =>
      keep((family) => ({
        ...family,
        parents: family.parents.filter((parent) => parent.parent_id !== parentId),
      })),
  });
}
