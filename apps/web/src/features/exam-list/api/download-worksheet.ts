import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { asPdf } from '@/lib/pdf-request';
import { fileNameOf } from '@abacus/contract';
import { saveFile } from '@/lib/save-file';

/** GET /exam/{id}/worksheet?format=pdf, saved as `worksheet-<title>.pdf`. */
export function useDownloadWorksheet() {
  return useMutation({
    mutationFn: async ({ examId, title }: { examId: string; title: string }) => {
      const pdf = await unwrapFile(api.GET('/api/v1/exam/{examId}/worksheet', asPdf({ examId })));
      saveFile(pdf, `worksheet-${fileNameOf(title, 'exam')}.pdf`);
    },
  });
}
