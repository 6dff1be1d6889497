import { fileNameOf } from '@abacus/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrapFile } from '@/lib/api-client';
import { pdfReader } from '@/lib/pdf-request';
import { saveFile } from '@/lib/save-file';
import type { GradeRecord, LinkedChild } from '@/types/api';

const childPath = (child: LinkedChild) => ({ studentId: child.student_id });

/** GET /parent/children/{studentId}/certificate, saved as `certificate-<grade>-<name>.pdf`. */
export function useDownloadChildCertificate(child: LinkedChild) {
  return useMutation({
    mutationFn: async ({
      grading_id: grading,
      grade,
      award,
    }: Pick<GradeRecord, 'grading_id' | 'grade' | 'award'>) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/parent/children/{studentId}/certificate', {
          params: { path: childPath(child), query: { grading, ...pdfReader() } },
          parseAs: 'blob',
        }),
      );
      // Named, as the API names it, after the grade earned: of a grading by score, the one awarded.
      saveFile(pdf, `certificate-${fileNameOf(award ?? grade)}-${fileNameOf(child.fullname)}.pdf`);
    },
  });
}

/**
 * GET /parent/children/{studentId}/report of the week whose Monday is `monday` (the week on screen, even
 * when a new one has begun since), saved as `weekly-report-<name>-<monday>.pdf`.
 */
export function useDownloadWeeklyReport(child: LinkedChild) {
  return useMutation({
    mutationFn: async ({ monday }: { monday: string }) => {
      const pdf = await unwrapFile(
        api.GET('/api/v1/parent/children/{studentId}/report', {
          params: { path: childPath(child), query: { week: monday, ...pdfReader() } },
          parseAs: 'blob',
        }),
      );
      saveFile(pdf, `weekly-report-${fileNameOf(child.fullname)}-${monday}.pdf`);
    },
  });
}
