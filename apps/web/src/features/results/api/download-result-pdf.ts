import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * GET /result/{resultId}?format=pdf with my token (a plain link could not send it), saved as
 * `result-<id>.pdf`.
 */
export function useDownloadResultPdf() {
  return useMutation({
    mutationFn: async (resultId: string) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/result/{resultId}', {
          params: { path: { resultId }, query: { format: 'pdf' } },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `result-${resultId}.pdf`);
    },
  });
}
