import { List, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { LevelFigures } from '@/types/api';

/** How many of my students are at each level. */
export function StudentsByLevel({ levels }: { levels: readonly LevelFigures[] }) {
  const { t } = useTranslation('teacherHome');
  const withStudents = levels.filter((level) => level.students > 0);
  const total = withStudents.reduce((sum, level) => sum + level.students, 0);
  if (total === 0)
    return (
      <EmptyState>
        <Trans
          t={t}
          i18nKey="students.none"
          components={{ screen: <RouterLink to={paths.teacherStudents.getHref()} /> }}
        />
      </EmptyState>
    );
  return (
    <>
      <Typography.Paragraph>
        <Trans
          t={t}
          i18nKey="students.inClass"
          count={total}
          values={{ students: formatNumber(total) }}
          components={{ screen: <RouterLink to={paths.teacherStudents.getHref()} /> }}
        />
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={withStudents}
        renderItem={(level) => (
          <List.Item>
            <span>{t('students.level', { level: level.level })}</span>
            <strong>
              {t('students.count', { count: level.students, students: formatNumber(level.students) })}
            </strong>
          </List.Item>
        )}
      />
    </>
  );
}
