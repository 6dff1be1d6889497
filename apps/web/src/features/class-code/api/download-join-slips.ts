import { fileNameOf } from '@abacus/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { pdfReader } from '@/lib/pdf-request';
import { saveFile } from '@/lib/save-file';

export interface JoinSlipsRequest {
  count: number;
  /** The school or teacher at the top of each slip. */
  from: string;
  /** This app's join page for the code: the address the slips and their QR codes give. */
  link: string;
}

/** GET /admin/join-code/slips, saved as `join-slips-<from>.pdf`. */
export function useDownloadJoinSlips() {
  return useMutation({
    mutationFn: async ({ count, from, link }: JoinSlipsRequest) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/admin/join-code/slips', {
          params: { query: { count, from, link, ...pdfReader() } },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `join-slips-${fileNameOf(from, 'class')}.pdf`);
    },
  });
}
