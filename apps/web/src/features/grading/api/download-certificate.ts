import { fileNameOf } from '@abacus/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { pdfReader } from '@/lib/pdf-request';
import { saveFile } from '@/lib/save-file';

export interface CertificateRequest {
  gradingId: string;
  /** Whose certificate, when a teacher asks; a child gets their own. */
  studentId?: string;
  /** What the file is named after: the grade, and for a teacher the child's name too. */
  names: readonly string[];
}

/** GET /grading/{gradingId}/certificate, saved as `certificate-<grade>[-<name>].pdf`. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async ({ gradingId, studentId, names }: CertificateRequest) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/grading/{gradingId}/certificate', {
          params: {
            path: { gradingId },
            query: { ...(studentId && { student: studentId }), ...pdfReader() },
          },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `certificate-${names.map((name) => fileNameOf(name)).join('-')}.pdf`);
    },
  });
}
