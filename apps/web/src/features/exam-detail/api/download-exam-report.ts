import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { asPdf } from '@/lib/pdf-request';
import { fileNameOf } from '@abacus/contract';
import { saveFile } from '@/lib/save-file';

/** GET /exam/{id}/results?format=pdf, saved as `exam-report-<title>.pdf`. */
export function useDownloadExamReport() {
  return useMutation({
    mutationFn: async ({ examId, title }: { examId: string; title: string }) => {
      const pdf = await unwrapFile(api.GET('/api/v1/exam/{examId}/results', asPdf({ examId })));
      saveFile(pdf, `exam-report-${fileNameOf(title, 'exam')}.pdf`);
    },
  });
}
