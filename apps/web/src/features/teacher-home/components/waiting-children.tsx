import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { studentQueries } from '@/api/student-queries';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';

/**
 * The children who joined and wait for their teacher to confirm or set their level: they see no exam
 * until then, and the class's counts by level leave out those without one. Nothing while nobody waits.
 */
export function WaitingChildren() {
  const { t } = useTranslation('teacherHome');
  const waiting = useQuery(studentQueries.list({ level_confirmed: 'false', page: 1, limit: 1 }));
  const total = waiting.data?.meta.total ?? 0;
  if (total === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('waiting.title', { count: total, children: formatNumber(total) })}
      description={t('waiting.why')}
      action={
        <ButtonLink to={`${paths.teacherStudents.getHref()}?waiting=1`}>{t('waiting.confirm')}</ButtonLink>
      }
    />
  );
}
