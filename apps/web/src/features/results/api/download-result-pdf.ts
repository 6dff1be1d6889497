import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';

/** Long enough for the browser to have taken the file; the memory is freed after it. */
const KEEP_FILE_URL_MS = 60_000;

function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_URL_MS);
}

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
