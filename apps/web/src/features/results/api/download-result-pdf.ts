import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { asPdf } from '@/lib/pdf-request';
import { fileNameOf } from '@abacus/contract';
import { saveFile } from '@/lib/save-file';

export interface ResultPdf {
  resultId: string;
  /** What the file is named after: the exam's title, and for a teacher the student's name too. */
  names: readonly string[];
}

/**
 * GET /result/{resultId}?format=pdf with the session's token (a plain link could not send it), saved as
 * `result-<exam title>[-<student name>].pdf`.
 */
export function useDownloadResultPdf() {
  return useMutation({
    mutationFn: async ({ resultId, names }: ResultPdf) => {
      const pdf = await unwrapFile(api.GET('/api/v1/result/{resultId}', asPdf({ resultId })));
      saveFile(pdf, `result-${names.map((name) => fileNameOf(name)).join('-')}.pdf`);
    },
  });
}
