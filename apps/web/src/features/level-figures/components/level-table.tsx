import { Progress, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import type { LevelFigures } from '@/types/api';

type Kind = 'practice' | 'assessment';

type T = TFunction<'levelFigures'>;

function Average({ value }: { value: number | null }) {
  const { t } = useTranslation('levelFigures');
  if (value === null) return <span>{t('noResults')}</span>;
  return (
    <div>
      <div>{formatPercent(value)}</div>
      <Progress percent={value} showInfo={false} size="small" aria-hidden />
    </div>
  );
}

const perKind = (t: T, title: string, kind: Kind): TableColumnsType<LevelFigures>[number] => ({
  title,
  children: [
    {
      title: t('exams'),
      key: `${kind}-exams`,
      align: 'right',
      render: (_, row) => formatNumber(row.exams[kind]),
    },
    {
      title: t('results'),
      key: `${kind}-results`,
      align: 'right',
      render: (_, row) => formatNumber(row.results[kind]),
    },
    {
      title: t('average'),
      key: `${kind}-average`,
      width: 140,
      render: (_, row) => <Average value={row.avgScorePercentage[kind]} />,
    },
  ],
});

/** The table's columns, in the language the app speaks now. */
const columnsOf = (t: T): TableColumnsType<LevelFigures> => [
  {
    title: t('level'),
    dataIndex: 'level',
    key: 'level',
    fixed: 'left',
    render: (level: number) => t('levelNumber', { level }),
  },
  {
    title: t('students'),
    key: 'students',
    align: 'right',
    // To the roster at that level: a table scrolling sideways on a phone needs something to Tab to, too.
    render: (_, row) => (
      <RouterLink to={`${paths.teacherStudents.getHref()}?level=${row.level}`}>
        {formatNumber(row.students)}
      </RouterLink>
    ),
  },
  perKind(t, t('practice'), 'practice'),
  perKind(t, t('tests'), 'assessment'),
  {
    title: t('studentsWithoutResult'),
    dataIndex: 'studentsWithoutResult',
    key: 'without',
    align: 'right',
    render: (count: number) => formatNumber(count),
  },
];

/** Every level of the class side by side: who is there, what they were set, how they did. */
export function LevelTable({ levels }: { levels: readonly LevelFigures[] }) {
  const { t } = useTranslation('levelFigures');
  // Built at each render, so that the headings and the numbers follow a change of language.
  const columns = columnsOf(t);
  if (levels.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <Table<LevelFigures>
      rowKey="level"
      columns={columns}
      dataSource={[...levels]}
      pagination={false}
      bordered
      size="middle"
      scroll={{ x: 'max-content' }}
      aria-label={t('tableLabel')}
    />
  );
}
