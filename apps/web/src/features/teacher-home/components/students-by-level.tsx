import { List, Typography } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { LevelFigures } from '@/types/api';

const studentsWord = (count: number) => `${formatNumber(count)} ${count === 1 ? 'student' : 'students'}`;

/** How many of my students are at each level. */
export function StudentsByLevel({ levels }: { levels: readonly LevelFigures[] }) {
  const withStudents = levels.filter((level) => level.students > 0);
  const total = withStudents.reduce((sum, level) => sum + level.students, 0);
  if (total === 0)
    return (
      <EmptyState>
        No students yet. Add them on the{' '}
        <RouterLink to={paths.teacherStudents.getHref()}>Students</RouterLink> screen, or share your class
        code.
      </EmptyState>
    );
  return (
    <>
      <Typography.Paragraph>
        <RouterLink to={paths.teacherStudents.getHref()}>{studentsWord(total)}</RouterLink> in your class.
      </Typography.Paragraph>
      <List
        size="small"
        dataSource={withStudents}
        renderItem={(level) => (
          <List.Item>
            <span>Level {level.level}</span>
            <strong>{studentsWord(level.students)}</strong>
          </List.Item>
        )}
      />
    </>
  );
}
