import { useMutation } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { examQueries } from '@/api/exam-queries';
import { gradingQueries } from '@/api/grading-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { momentForApi } from '@/components/form-fields/exam-fields';
import { currentLanguage } from '@/i18n/i18n';
import { api, unwrap } from '@/lib/api-client';
import type { Grading } from '@/types/api';
import { fromExamsBody, type FromExamsValues } from '../new-grading';

export interface FromTemplateValues {
  template: string;
  level: number;
  title?: string;
  school?: string;
  nearPassPercent: number;
  /** Switched on when it is made (open now, or by its times), or closed until the teacher opens it. */
  openNow: boolean;
  opensAt?: Dayjs | null;
  closesAt?: Dayjs | null;
}

type CreateRequest =
  { from: 'exams'; values: FromExamsValues } | { from: 'template'; values: FromTemplateValues };

async function create(request: CreateRequest): Promise<Grading> {
  if (request.from === 'exams') {
    return (await unwrap(api.POST('/api/v1/grading', { body: fromExamsBody(request.values) }))).grading;
  }
  const { template, level, title, school, nearPassPercent, openNow, opensAt, closesAt } = request.values;
  const named = title?.trim();
  const printed = school?.trim();
  // The server writes the grade, the sections' names and the exams' titles in the teacher's language.
  const body = {
    template,
    level,
    ...(named && { title: named }),
    ...(printed && { school: printed }),
    nearPassPercent,
    is_active: openNow,
    ...(openNow && { opensAt: momentForApi(opensAt), closesAt: momentForApi(closesAt) }),
    lang: currentLanguage(),
  };
  return (await unwrap(api.POST('/api/v1/grading/from-template', { body }))).grading;
}

/**
 * POST /grading from the teacher's own tests, or POST /grading/from-template, whose sections' exams the
 * server makes in the app's language (so the exams' lists are read again too).
 */
export function useCreateGrading() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: create,
    onSuccess: () => invalidate(gradingQueries.all(), examQueries.all()),
  });
}
