import { Progress, Table, type TableColumnsType } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import type { LevelFigures } from '@/types/api';

type Kind = 'practice' | 'assessment';

function Average({ value }: { value: number | null }) {
  if (value === null) return <span>No results</span>;
  return (
    <div>
      <div>{formatPercent(value)}</div>
      <Progress percent={value} showInfo={false} size="small" aria-hidden />
    </div>
  );
}

const perKind = (title: string, kind: Kind): TableColumnsType<LevelFigures>[number] => ({
  title,
  children: [
    {
      title: 'Exams',
      key: `${kind}-exams`,
      align: 'right',
      render: (_, row) => formatNumber(row.exams[kind]),
    },
    {
      title: 'Results',
      key: `${kind}-results`,
      align: 'right',
      render: (_, row) => formatNumber(row.results[kind]),
    },
    {
      title: 'Average',
      key: `${kind}-average`,
      width: 140,
      render: (_, row) => <Average value={row.avgScorePercentage[kind]} />,
    },
  ],
});

const COLUMNS: TableColumnsType<LevelFigures> = [
  {
    title: 'Level',
    dataIndex: 'level',
    key: 'level',
    fixed: 'left',
    render: (level: number) => `Level ${level}`,
  },
  {
    title: 'Students',
    key: 'students',
    align: 'right',
    // To the roster at that level: a table scrolling sideways on a phone needs something to Tab to, too.
    render: (_, row) => (
      <RouterLink to={`${paths.teacherStudents.getHref()}?level=${row.level}`}>
        {formatNumber(row.students)}
      </RouterLink>
    ),
  },
  perKind('Practice', 'practice'),
  perKind('Tests', 'assessment'),
  {
    title: 'Students without a result',
    dataIndex: 'studentsWithoutResult',
    key: 'without',
    align: 'right',
    render: (count: number) => formatNumber(count),
  },
];

/** Every level of the class side by side: who is there, what they were set, how they did. */
export function LevelTable({ levels }: { levels: readonly LevelFigures[] }) {
  if (levels.length === 0)
    return <EmptyState>No students, exams or results yet: each level shows here once it has one.</EmptyState>;
  return (
    <Table<LevelFigures>
      rowKey="level"
      columns={COLUMNS}
      dataSource={[...levels]}
      pagination={false}
      bordered
      size="middle"
      scroll={{ x: 'max-content' }}
      aria-label="Levels"
    />
  );
}
