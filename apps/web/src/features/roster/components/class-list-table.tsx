import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClassListRow } from '../class-list-csv';
import './class-list-table.css';

const cell = (field: keyof ClassListRow['cells']) => (_: unknown, row: ClassListRow) =>
  row.cells[field] ?? '';

const columns = (t: TFunction<'roster'>): TableColumnsType<ClassListRow> => [
  { title: t('import.row'), dataIndex: 'row', key: 'row', width: 64, align: 'right' },
  { title: t('columns.name'), key: 'fullname', width: 160, render: cell('fullname') },
  { title: t('columns.username'), key: 'username', width: 150, render: cell('username') },
  {
    title: t('import.problems'),
    key: 'problems',
    width: 300,
    render: (_, row) =>
      row.problems.length === 0 ? (
        t('import.none')
      ) : (
        <ul className="class-list-problems">
          {row.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  },
  {
    title: t('columns.password'),
    key: 'password',
    width: 120,
    // On a classroom's screen a child's password is theirs no more: its length is enough to check it.
    render: (_, row) =>
      row.cells.password ? t('import.characters', { count: [...row.cells.password].length }) : '',
  },
  { title: t('columns.class'), key: 'sclass', width: 70, render: cell('sclass') },
  { title: t('columns.level'), key: 'level', width: 70, render: cell('level') },
  { title: t('columns.email'), key: 'email', width: 170, render: cell('email') },
  { title: t('columns.phone'), key: 'phone_no', width: 140, render: cell('phone_no') },
];

/**
 * The file's rows as read, each with its problems beside it; a row with any stands out. Wider than a
 * phone, it scrolls sideways in a box that the keyboard can reach and scroll too (its cells hold no link).
 */
export function ClassListTable({ rows }: { rows: readonly ClassListRow[] }) {
  const { t } = useTranslation('roster');
  return (
    <div
      className="class-list-scroll"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
      tabIndex={0}
      role="group"
      aria-label={t('import.fileRows')}
    >
      <Table<ClassListRow>
        rowKey="row"
        size="small"
        aria-label={t('import.studentsInFile')}
        columns={columns(t)}
        dataSource={rows}
        rowClassName={(row) => (row.problems.length > 0 ? 'class-list-row-problem' : '')}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </div>
  );
}
