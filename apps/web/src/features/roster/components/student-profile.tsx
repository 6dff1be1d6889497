import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Student } from '@/types/api';

/** Everything the API keeps about the student, but their password. */
export function StudentProfile({ student }: { student: Student }) {
  const { t } = useTranslation('roster');
  const notSet = t('profile.notSetYet');
  const items: DescriptionsProps['items'] = [
    { key: 'fullname', label: t('profile.fullName'), children: student.fullname },
    { key: 'username', label: t('profile.username'), children: student.username },
    { key: 'sclass', label: t('profile.class'), children: student.sclass ?? notSet },
    { key: 'level', label: t('profile.level'), children: student.level ?? notSet },
    { key: 'email', label: t('profile.email'), children: student.email },
    { key: 'phone', label: t('profile.phone'), children: student.phone_no },
    { key: 'added', label: t('profile.addedOn'), children: formatDate(student.createdAt) },
    ...(student.deletedAt
      ? [{ key: 'closed', label: t('profile.closedOn'), children: formatDate(student.deletedAt) }]
      : []),
  ];
  return <Descriptions column={{ xs: 1, md: 2 }} items={items} />;
}
