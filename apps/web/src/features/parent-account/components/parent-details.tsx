import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParentProfile } from '@/types/api';

/** Who the account is: the name, the username to sign in with, and the email the weekly report goes to. */
export function ParentDetails({ parent }: { parent: ParentProfile }) {
  const { t } = useTranslation('parentAccount');
  const items: DescriptionsProps['items'] = [
    { key: 'fullname', label: t('details.fullName'), children: parent.fullname },
    { key: 'username', label: t('details.username'), children: parent.username },
    { key: 'email', label: t('details.email'), children: parent.email ?? t('details.noEmail') },
  ];
  return <Descriptions column={{ xs: 1, md: 3 }} items={items} />;
}
