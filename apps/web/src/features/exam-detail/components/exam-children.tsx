import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentQueries } from '@/api/student-queries';
import { formatNumber } from '@/lib/format';
import type { TeacherExam } from '@/types/api';

/** A page holds every child of a level (the API's largest page): a class is far smaller. */
const CHILDREN_OF_A_LEVEL = 500;

/**
 * Whom the exam is for, in words: every child at its level, or the children it names, by name (a child
 * who has since left or moved level is still counted, by the number).
 */
export function ExamChildren({ exam }: { exam: Pick<TeacherExam, 'level' | 'students'> }) {
  const { t } = useTranslation('examDetail');
  const named = exam.students ?? [];
  const children = useQuery({
    ...studentQueries.list({ level: exam.level, page: 1, limit: CHILDREN_OF_A_LEVEL }),
    enabled: named.length > 0,
  });
  if (named.length === 0) return t('overview.everyChild', { level: formatNumber(exam.level) });
  const names = new Map((children.data?.items ?? []).map((child) => [child.student_id, child.fullname]));
  const known = named.flatMap((id) => names.get(id) ?? []);
  return t('overview.someChildren', {
    count: named.length,
    children: formatNumber(named.length),
    names: known.join(', '),
  });
}
