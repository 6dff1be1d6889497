import { useMutation } from '@tanstack/react-query';
import { examQueries } from '@/api/exam-queries';
import { gradingQueries } from '@/api/grading-queries';
import { useInvalidate } from '@/api/use-invalidate';
import { currentLanguage } from '@/i18n/i18n';
import { api, unwrap } from '@/lib/api-client';
import type { Grading } from '@/types/api';
import { fromExamsBody, type FromExamsValues } from '../new-grading';

export interface FromTemplateValues {
  template: string;
  level: number;
  title?: string;
  /** Open to the level's children as soon as it is made, or closed until the teacher opens it. */
  openNow: boolean;
}

type CreateRequest =
  { from: 'exams'; values: FromExamsValues } | { from: 'template'; values: FromTemplateValues };

async function create(request: CreateRequest): Promise<Grading> {
  if (request.from === 'exams') {
    return (await unwrap(api.POST('/api/v1/grading', { body: fromExamsBody(request.values) }))).grading;
  }
  const { template, level, title, openNow } = request.values;
  const named = title?.trim();
  // The server writes the grade, the sections' names and the exams' titles in the teacher's language.
  const body = {
    template,
    level,
    ...(named && { title: named }),
    is_active: openNow,
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
