import { useMutation } from '@tanstack/react-query';
import { studentQueries } from '@/api/student-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { api, unwrap, unwrapFile } from '@/lib/api-client';
import { pdfReader } from '@/lib/pdf-request';
import { saveFile } from '@/lib/save-file';

/**
 * POST /student/family-codes, then GET /student/family-slips: every child of the class gets a family
 * code if they had none, and the slips of the whole class are saved as `family-slips.pdf`.
 */
export function useDownloadFamilySlips() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async () => {
      await unwrap(api.POST('/api/v1/student/family-codes', { body: {} }));
      const pdf = await unwrapFile(
        api.GET('/api/v1/student/family-slips', { params: { query: pdfReader() }, parseAs: 'blob' }),
      );
      saveFile(pdf, 'family-slips.pdf');
    },
    // The codes drawn show on each student's family card.
    onSuccess: () => invalidate(studentQueries.all()),
  });
}
