import { Flex, Table, type TableColumnsType } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import type { Page } from '@/lib/fetch-page';
import { formatDate, formatNumber } from '@/lib/format';
import type { Student } from '@/types/api';
import { PAGE_SIZES } from '../roster-filters';
import { ConfirmLevel } from './confirm-level';

const columns = (onConfirmed: (student: Student) => void): TableColumnsType<Student> => [
  {
    title: 'Name',
    dataIndex: 'fullname',
    key: 'fullname',
    // On a phone the table scrolls sideways; the name stays in view so that each row says whose it is.
    fixed: 'left',
    width: 180,
    render: (fullname: string, student) => (
      <RouterLink to={paths.teacherStudent.getHref(student.student_id)}>{fullname}</RouterLink>
    ),
  },
  { title: 'Username', dataIndex: 'username', key: 'username', width: 160 },
  { title: 'Class', dataIndex: 'sclass', key: 'sclass', align: 'right', width: 90 },
  {
    title: 'Level',
    dataIndex: 'level',
    key: 'level',
    width: 230,
    render: (level: number | null, student) =>
      level === null ? (
        <Flex vertical align="start" gap={4}>
          <span>Not set yet</span>
          <RouterLink to={paths.teacherStudent.getHref(student.student_id)}>
            Set the level of {student.fullname}
          </RouterLink>
        </Flex>
      ) : student.level_confirmed || student.deletedAt !== null ? (
        level
      ) : (
        <Flex vertical align="start" gap={4}>
          <span>Level {level} · picked by the child</span>
          <ConfirmLevel student={student} onConfirmed={onConfirmed} />
        </Flex>
      ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 260 },
  { title: 'Phone', dataIndex: 'phone_no', key: 'phone_no', width: 180 },
];

const CLOSED_ON: TableColumnsType<Student>[number] = {
  title: 'Closed on',
  dataIndex: 'deletedAt',
  key: 'deletedAt',
  width: 140,
  render: (deletedAt: string | null) => (deletedAt ? formatDate(deletedAt) : ''),
};

interface StudentTableProps {
  page: Page<Student>;
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
  const { items, meta } = page;
  return (
    <Table<Student>
      rowKey="student_id"
      columns={closed ? [...columns(onConfirmed), CLOSED_ON] : columns(onConfirmed)}
      dataSource={items}
      loading={loading}
      size="middle"
      scroll={{ x: closed ? 1240 : 1100 }}
      aria-label={closed ? 'Closed accounts' : 'My students'}
      pagination={{
        current: meta.page,
        pageSize: meta.limit,
        total: meta.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => (total === 1 ? '1 student' : `${formatNumber(total)} students`),
        onChange: onPage,
      }}
    />
  );
}
