import { Descriptions, type DescriptionsProps } from 'antd';
import { formatDate } from '@/lib/format';
import type { Student } from '@/types/api';

const NOT_SET = 'Not set yet';

/** Everything the API keeps about the student, but their password. */
export function StudentProfile({ student }: { student: Student }) {
  const items: DescriptionsProps['items'] = [
    { key: 'fullname', label: 'Full name', children: student.fullname },
    { key: 'username', label: 'Username', children: student.username },
    { key: 'sclass', label: 'Class', children: student.sclass ?? NOT_SET },
    { key: 'level', label: 'Abacus level', children: student.level ?? NOT_SET },
    { key: 'email', label: 'Email', children: student.email },
    { key: 'phone', label: 'Phone number', children: student.phone_no },
    { key: 'added', label: 'Added on', children: formatDate(student.createdAt) },
    ...(student.deletedAt
      ? [{ key: 'closed', label: 'Account closed on', children: formatDate(student.deletedAt) }]
      : []),
  ];
  return <Descriptions column={{ xs: 1, md: 2 }} items={items} />;
}
