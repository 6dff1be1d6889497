import { Flex, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { Page } from '@/lib/fetch-page';
import { formatDate, formatNumber } from '@/lib/format';
import { StatusTag } from '@/components/ui/status-tag';
import type { ListedStudent, Student } from '@/types/api';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { PAGE_SIZES } from '../roster-filters';
import { ConfirmLevel } from './confirm-level';

/** A child's level, and what the teacher may do about it from the list: set it, confirm it, move them up. */
const levelCell =
  (t: TFunction<'roster'>, onConfirmed: (student: Student) => void) =>
  (level: number | null, student: ListedStudent) => {
    if (level === null) {
      return (
        <Flex vertical align="start" gap={4}>
          <span>{t('list.notSetYet')}</span>
          {/* The name is in the link's accessible name, not its text: a long name ran over three lines. */}
          <RouterLink
            to={paths.teacherStudent.getHref(student.student_id)}
            aria-label={t('list.setLevelOf', { name: student.fullname })}
          >
            {t('list.setLevel')}
          </RouterLink>
        </Flex>
      );
    }
    if (student.ready_to_move_up) {
      // Every formula of the level mastered: the teacher moves the child up from their page.
      return (
        <Flex align="center" gap={8} wrap>
          <span>{level}</span>
          <RouterLink to={paths.teacherStudent.getHref(student.student_id)}>
            <StatusTag tone="green">{t('list.readyToMoveUp')}</StatusTag>
          </RouterLink>
        </Flex>
      );
    }
    if (student.level_confirmed || student.deletedAt !== null) return level;
    return (
      <Flex vertical align="start" gap={4}>
        <span>{t('confirmLevel.pickedByChild', { level })}</span>
        <ConfirmLevel student={student} onConfirmed={onConfirmed} />
      </Flex>
    );
  };

const nameColumn = (t: TFunction<'roster'>): TableColumnsType<ListedStudent>[number] => ({
  title: t('columns.name'),
  dataIndex: 'fullname',
  key: 'fullname',
  render: (fullname: string, student) => (
    <RouterLink to={paths.teacherStudent.getHref(student.student_id)}>{fullname}</RouterLink>
  ),
});

const columns = (
  t: TFunction<'roster'>,
  onConfirmed: (student: Student) => void,
): TableColumnsType<ListedStudent> => [
  // The table scrolls sideways; the name stays in view so that each row says whose it is.
  { ...nameColumn(t), fixed: 'left', width: 180 },
  { title: t('columns.username'), dataIndex: 'username', key: 'username', width: 160 },
  { title: t('columns.class'), dataIndex: 'sclass', key: 'sclass', align: 'right', width: 90 },
  {
    title: t('columns.level'),
    dataIndex: 'level',
    key: 'level',
    width: 230,
    render: levelCell(t, onConfirmed),
  },
  {
    title: t('columns.family'),
    dataIndex: 'parents_linked',
    key: 'parents_linked',
    width: 120,
    // Who is followed at home: each child's page shows who, and the family code.
    render: (linked: number) =>
      linked > 0 ? t('list.parentsLinked', { count: linked, number: formatNumber(linked) }) : '—',
  },
  { title: t('columns.email'), dataIndex: 'email', key: 'email', width: 260 },
  { title: t('columns.phone'), dataIndex: 'phone_no', key: 'phone_no', width: 180 },
];

/**
 * On a phone: the name and the level with its actions, within the width (nothing to scroll sideways to);
 * the username, class and contacts are on the child's page, a tap away.
 */
const phoneColumns = (
  t: TFunction<'roster'>,
  onConfirmed: (student: Student) => void,
): TableColumnsType<ListedStudent> => [
  nameColumn(t),
  { title: t('columns.level'), dataIndex: 'level', key: 'level', render: levelCell(t, onConfirmed) },
];

const closedOn = (t: TFunction<'roster'>): TableColumnsType<ListedStudent>[number] => ({
  title: t('list.closedOn'),
  dataIndex: 'deletedAt',
  key: 'deletedAt',
  width: 140,
  render: (deletedAt: string | null) => (deletedAt ? formatDate(deletedAt) : ''),
});

interface StudentTableProps {
  page: Page<ListedStudent>;
  /** The closed accounts: then each row says when it was closed. */
  closed: boolean;
  /** A new page is on its way (the table keeps showing this one meanwhile). */
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  /** A child's level, picked when joining, was confirmed from the list. */
  onConfirmed: (student: Student) => void;
}

/** A page of students, each name opening that student; paged by the API. */
export function StudentTable({ page, closed, loading, onPage, onConfirmed }: StudentTableProps) {
  const { t } = useTranslation('roster');
  const narrow = useNarrowScreen();
  const { items, meta } = page;
  const shown = (narrow ? phoneColumns : columns)(t, onConfirmed);
  return (
    <Table<ListedStudent>
      rowKey="student_id"
      columns={closed ? [...shown, closedOn(t)] : shown}
      dataSource={items}
      loading={loading}
      size="middle"
      scroll={narrow ? undefined : { x: closed ? 1360 : 1220 }}
      aria-label={closed ? t('list.closedAccounts') : t('list.myStudents')}
      pagination={{
        current: meta.page,
        pageSize: meta.limit,
        total: meta.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => t('list.students', { count: total, number: formatNumber(total) }),
        onChange: onPage,
      }}
    />
  );
}
